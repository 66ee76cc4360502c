import type { Locale } from '../../lib/i18n/locales.ts';
import { priceParts } from '../../lib/money.ts';

interface Props {
  /** Amount in fen (CNY). */
  fen: number;
  locale: Locale;
  className?: string;
  /** 'del' for a struck-through price that is no longer asked (market price). */
  as?: 'span' | 'del';
  /** Read before the amount by screen readers, e.g. "Market price". */
  label?: string;
}

/**
 * A price in the locale's display currency. The amount sits in <bdi> so that in RTL pages the
 * currency symbol and digits keep their own order; the "≈" of converted amounts stays outside it.
 */
export default function Price({ fen, locale, className, as: Tag = 'span', label }: Props) {
  const { approx, amount } = priceParts(fen, locale);
  return (
    <Tag className={className} data-price={fen}>
      {label && <span className="sr-only">{label} </span>}
      {approx}
      <bdi>{amount}</bdi>
    </Tag>
  );
}
