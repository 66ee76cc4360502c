import { useLocale, useT } from '../ui/i18n.ts';
import { modifiedAt } from './format.ts';

interface Props {
  /** ISO time of the last change; null when the setting was never made. */
  at: string | null;
  /** What to say when it was never made. */
  never: string;
}

export default function LastModified({ at, never }: Props) {
  const t = useT();
  const locale = useLocale();
  if (!at) return <span className="text-amber-800">{never}</span>;
  const { text, full } = modifiedAt(at, locale);
  return (
    <span>
      {t('setting.lastModified')}{' '}
      <time dateTime={at} title={full} className="text-gray-800">
        {text}
      </time>
    </span>
  );
}
