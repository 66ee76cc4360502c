import type { Locale } from '../lib/i18n/locales.ts';

/**
 * Display currencies. Prices are stored and charged in CNY fen; other locales see an approximate
 * conversion. Rates are operator settings: edit the numbers below and rebuild to change them.
 * Values are units of the currency per 1 CNY (reference rates of mid-2025).
 */
export type CurrencyCode = 'CNY' | 'TWD' | 'USD' | 'JPY' | 'KRW' | 'RUB' | 'AED' | 'IDR' | 'THB' | 'VND';

export interface DisplayCurrency {
  code: CurrencyCode;
  /** Units of this currency per 1 CNY. */
  rate: number;
  /** Replaces Intl's symbol where the locale's own is ambiguous (zh-TW renders TWD as a bare "$"). */
  symbol?: string;
}

export const BASE_CURRENCY: CurrencyCode = 'CNY';

export const CURRENCY_RATES: Record<CurrencyCode, number> = {
  CNY: 1,
  TWD: 4.2,
  USD: 0.139,
  JPY: 20.6,
  KRW: 192,
  RUB: 11,
  AED: 0.51,
  IDR: 2280,
  THB: 4.55,
  VND: 3640,
};

export const LOCALE_CURRENCY: Record<Locale, CurrencyCode> = {
  zh: 'CNY',
  'zh-TW': 'TWD',
  en: 'USD',
  ja: 'JPY',
  ko: 'KRW',
  ru: 'RUB',
  ar: 'AED',
  id: 'IDR',
  th: 'THB',
  vi: 'VND',
};

/** Decimals shown where shoppers do not use the ISO number: Taiwan prices are whole dollars. */
export const CURRENCY_FRACTION_DIGITS: Partial<Record<CurrencyCode, number>> = {
  TWD: 0,
};

/** Symbols forced regardless of what Intl picks for the locale. */
export const CURRENCY_SYMBOL_OVERRIDE: Partial<Record<CurrencyCode, string>> = {
  TWD: 'NT$',
};

export function displayCurrency(locale: Locale, rates: Record<CurrencyCode, number> = CURRENCY_RATES): DisplayCurrency {
  const code = LOCALE_CURRENCY[locale];
  return { code, rate: rates[code], symbol: CURRENCY_SYMBOL_OVERRIDE[code] };
}
