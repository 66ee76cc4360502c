import type { Locale } from '../../lib/i18n/locales.ts';
import { formatCny, priceParts } from '../../lib/money.ts';
import { useLocale } from './i18n.ts';

interface Props {
  /** Amount in fen (CNY). */
  fen: number;
  /**
   * 'display' (default): a price in the page language's currency, converted where that is not CNY
   * ("≈ $12.34"), marked data-price. 'cny': the amount an order or the balance is charged in, whatever
   * the language, marked data-fen.
   */
  currency?: 'display' | 'cny';
  /** Components rendered without an island around them (goods cards) pass the page's language. */
  locale?: Locale;
  className?: string;
  /** 'del' for a struck-through price that is no longer asked (market price). */
  as?: 'span' | 'del';
  /** Read before the amount by screen readers, e.g. "Market price". */
  label?: string;
}

/**
 * An amount of money. It sits in <bdi> so that in right-to-left pages the currency symbol and digits keep
 * their own order; the "≈" of converted amounts stays outside it.
 */
export default function Money({ fen, currency = 'display', locale, className, as: Tag = 'span', label }: Props) {
  const pageLocale = useLocale();
  const lang = locale ?? pageLocale;
  const charged = currency === 'cny';
  const { approx, amount } = charged ? { approx: '', amount: formatCny(fen, lang) } : priceParts(fen, lang);
  return (
    <Tag className={className} {...(charged ? { 'data-fen': fen } : { 'data-price': fen })}>
      {label && <span className="sr-only">{label} </span>}
      {approx}
      <bdi>{amount}</bdi>
    </Tag>
  );
}
