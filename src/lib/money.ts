import { BASE_CURRENCY, CURRENCY_FRACTION_DIGITS, CURRENCY_RATES, displayCurrency, type CurrencyCode } from '../config/currency.ts';
import { isolate } from './i18n/bidi.ts';
import { isRtl, type Locale } from './i18n/locales.ts';

/** Marks a converted (approximate) amount. Kept apart from the amount so RTL layouts can isolate each piece. */
export const APPROX_MARK = '≈ ';

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: Locale, currency: CurrencyCode): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let cached = formatters.get(key);
  if (!cached) {
    // 'negative' keeps a tiny negative amount that rounds to zero from printing as "-0".
    const digits = CURRENCY_FRACTION_DIGITS[currency];
    cached = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      signDisplay: 'negative',
      ...(digits === undefined ? {} : { minimumFractionDigits: digits, maximumFractionDigits: digits }),
    });
    formatters.set(key, cached);
  }
  return cached;
}

/**
 * How the charged yuan is written where Intl's pattern reads wrong. Japanese puts 元 after the number
 * ("129.00元", Intl gives "元 129.00"); in Arabic Intl's "CN¥" after the number is split by the
 * right-to-left layout into "¥CN", so the word يوان takes its place and reads whole in either direction.
 */
const CNY_SUFFIX: Partial<Record<Locale, string>> = {
  ja: '元',
  ar: '\u00a0يوان',
};

function formatAmount(amount: number, locale: Locale, currency: CurrencyCode, symbol?: string): string {
  const f = formatter(locale, currency);
  const suffix = currency === BASE_CURRENCY ? CNY_SUFFIX[locale] : undefined;
  if (suffix) return numberOnly(f.formatToParts(amount), locale) + suffix;
  if (!symbol) return f.format(amount);
  return f
    .formatToParts(amount)
    .map((part) => (part.type === 'currency' ? symbol : part.value))
    .join('');
}

const NUMBER_PARTS = new Set<string>(['minusSign', 'plusSign', 'integer', 'group', 'decimal', 'fraction']);

/** The signed number of a formatted amount without its symbol or the spaces and marks around it. */
function numberOnly(parts: Intl.NumberFormatPart[], locale: Locale): string {
  const number = parts.filter((p) => NUMBER_PARTS.has(p.type)).map((p) => p.value).join('');
  // In a right-to-left line a leading minus sign would drift to the right of the digits; a mark anchors it.
  return isRtl(locale) && number.startsWith('-') ? `\u200e${number}` : number;
}

export function fenToYuan(fen: number): number {
  return fen / 100;
}

const YUAN_TEXT = /^([+-])?(\d*)(?:\.(\d*))?$/;

/**
 * '129.9' → 12990. Works on the decimal digits rather than multiplying floats, so 1.005 becomes
 * 101 and not 100; a third decimal rounds half away from zero.
 */
export function yuanToFen(yuan: string | number): number {
  if (typeof yuan === 'number' && !Number.isFinite(yuan)) throw new RangeError(`not an amount: ${yuan}`);
  const text = typeof yuan === 'number' ? String(yuan) : yuan.trim();
  if (typeof yuan === 'number' && text.includes('e')) return Math.round(yuan * 100) || 0;
  const match = YUAN_TEXT.exec(text);
  if (!match || (!match[2] && !match[3])) throw new RangeError(`not an amount: ${String(yuan)}`);
  const decimals = (match[3] ?? '').padEnd(3, '0');
  let fen = Number(match[2] || '0') * 100 + Number(decimals.slice(0, 2));
  if (Number(decimals[2]) >= 5) fen += 1;
  if (!Number.isSafeInteger(fen)) throw new RangeError(`amount too large: ${String(yuan)}`);
  return match[1] === '-' && fen !== 0 ? -fen : fen;
}

/** The CNY amount that is actually charged, in the locale's number format (balance, cashier, ledger). */
export function formatCny(fen: number, locale: Locale): string {
  return formatAmount(fenToYuan(fen), locale, BASE_CURRENCY);
}

export interface PriceParts {
  /** APPROX_MARK when the amount is converted, '' for the exact CNY amount. */
  approx: string;
  amount: string;
}

export function priceParts(fen: number, locale: Locale, rates = CURRENCY_RATES): PriceParts {
  const currency = displayCurrency(locale, rates);
  if (currency.code === BASE_CURRENCY) return { approx: '', amount: formatCny(fen, locale) };
  const converted = (fen * currency.rate) / 100;
  return { approx: APPROX_MARK, amount: formatAmount(converted, locale, currency.code, currency.symbol) };
}

/** A price in the locale's currency: exact for zh (CNY), "≈ " plus the converted amount elsewhere. */
export function formatPrice(fen: number, locale: Locale, rates = CURRENCY_RATES): string {
  const { approx, amount } = priceParts(fen, locale, rates);
  return approx + amount;
}

/**
 * A CNY amount to put inside a translated sentence, isolated so that in Arabic the symbol and digits keep
 * their order around the words.
 */
export const cnyInText = (fen: number, locale: Locale) => isolate(formatCny(fen, locale));
