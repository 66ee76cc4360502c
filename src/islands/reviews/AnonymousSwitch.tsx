import { useId } from 'react';
import { maskedName } from '../../lib/reviews.ts';
import { useT } from '../ui/i18n.ts';

interface Props {
  checked: boolean;
  onChange: (anonymous: boolean) => void;
  /** The member's nickname, to preview how the review will be signed. */
  nickname: string;
}

/** Review anonymously: a switch, and the name other shoppers will read either way. */
export default function AnonymousSwitch({ checked, onChange, nickname }: Props) {
  const t = useT();
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
      <label className="flex cursor-pointer items-center gap-2 text-sm text-gray-800">
        <input
          type="checkbox"
          role="switch"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-describedby={`${id}-preview`}
          className="peer sr-only"
        />
        <span
          aria-hidden="true"
          className="relative h-6 w-11 shrink-0 rounded-full bg-gray-400 transition-colors peer-checked:bg-primary-600 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary-600 after:absolute after:start-0.5 after:top-0.5 after:size-5 after:rounded-full after:bg-white after:transition-transform peer-checked:after:translate-x-5 rtl:peer-checked:after:-translate-x-5"
        />
        {t('review.form.anonymous')}
      </label>
      <span id={`${id}-preview`} className="text-sm text-gray-600" data-name-preview>
        {t('review.form.shownAs')} <bdi className="font-medium text-gray-900">{checked ? maskedName(nickname) : nickname}</bdi>
      </span>
    </div>
  );
}
