import type { Locale } from '../../lib/i18n/locales.ts';
import type { TFunction } from '../../lib/i18n/messages.ts';
import { modifiedAt } from './format.ts';

interface Props {
  t: TFunction;
  locale: Locale;
  /** ISO time of the last change; null when the setting was never made. */
  at: string | null;
  /** What to say when it was never made. */
  never: string;
}

export default function LastModified({ t, locale, at, never }: Props) {
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
