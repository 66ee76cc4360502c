import type { Locale } from '../../lib/i18n/locales.ts';
import { formatCny } from '../../lib/money.ts';

interface Props {
  fen: number;
  locale: Locale;
  className?: string;
}

/**
 * An order amount in CNY, the currency it is charged in, whatever the page's language. The <bdi>
 * keeps symbol and digits in their own order inside Arabic text.
 */
export default function Cny({ fen, locale, className }: Props) {
  return (
    <span className={className} data-fen={fen}>
      <bdi>{formatCny(fen, locale)}</bdi>
    </span>
  );
}
