import { describe, expect, it } from 'vitest';
import { CURRENCY_RATES, LOCALE_CURRENCY, type CurrencyCode } from '../config/currency.ts';
import { LOCALES, type Locale } from './i18n/locales.ts';
import { APPROX_MARK, fenToYuan, formatCny, formatPrice, priceParts, yuanToFen } from './money.ts';

const UNIT_RATES = Object.fromEntries(Object.keys(CURRENCY_RATES).map((c) => [c, 1])) as Record<CurrencyCode, number>;

const EXPECTED: Record<Locale, { code: CurrencyCode; symbol: RegExp }> = {
  zh: { code: 'CNY', symbol: /¥/ },
  'zh-TW': { code: 'TWD', symbol: /NT\$/ },
  en: { code: 'USD', symbol: /\$/ },
  ja: { code: 'JPY', symbol: /[¥￥]/ },
  ko: { code: 'KRW', symbol: /₩/ },
  ru: { code: 'RUB', symbol: /₽/ },
  ar: { code: 'AED', symbol: /د\.إ/ },
  id: { code: 'IDR', symbol: /Rp/ },
  th: { code: 'THB', symbol: /฿/ },
  vi: { code: 'VND', symbol: /₫/ },
};

describe('formatPrice', () => {
  it('shows the exact CNY amount for zh', () => {
    expect(formatPrice(12900, 'zh')).toBe('¥129.00');
    expect(formatPrice(12990, 'zh')).toBe('¥129.90');
  });

  it.each(LOCALES)('uses the configured currency for %s', (locale) => {
    expect(LOCALE_CURRENCY[locale]).toBe(EXPECTED[locale].code);
    expect(formatPrice(12900, locale)).toMatch(EXPECTED[locale].symbol);
    expect(CURRENCY_RATES[EXPECTED[locale].code]).toBeGreaterThan(0);
  });

  it('marks converted amounts as approximate, as a separate piece', () => {
    for (const locale of LOCALES.filter((l) => l !== 'zh')) {
      const parts = priceParts(12900, locale);
      expect(parts.approx).toBe(APPROX_MARK);
      expect(parts.amount).not.toContain('≈');
      expect(formatPrice(12900, locale)).toBe(`≈ ${parts.amount}`);
    }
    expect(priceParts(12900, 'zh').approx).toBe('');
  });

  it('converts with the given rate', () => {
    expect(formatPrice(10000, 'en', { ...UNIT_RATES, USD: 0.14 })).toBe('≈ $14.00');
    expect(formatPrice(10000, 'zh-TW', { ...UNIT_RATES, TWD: 4.5 })).toBe('≈ NT$450');
  });

  it.each(['ja', 'ko', 'id', 'vi'] as const)('shows no decimals for %s', (locale) => {
    const amount = priceParts(12345, locale, UNIT_RATES).amount;
    expect(amount).toMatch(/123(?![\d.,])/);
    expect(amount).not.toMatch(/123[.,]\d/);
  });

  it('rounds half away from zero to the currency digits', () => {
    expect(formatPrice(125, 'en', { ...UNIT_RATES, USD: 0.5 })).toBe('≈ $0.63');
    expect(priceParts(150, 'ja', UNIT_RATES).amount).toMatch(/2$/);
    expect(priceParts(149, 'ja', UNIT_RATES).amount).toMatch(/1$/);
  });

  it('formats negative amounts with a minus sign and never as -0', () => {
    expect(formatPrice(-12900, 'zh')).toBe('-¥129.00');
    expect(formatPrice(-1000, 'en', { ...UNIT_RATES, USD: 0.5 })).toBe('≈ -$5.00');
    expect(priceParts(-1, 'ja', UNIT_RATES).amount).not.toContain('-');
  });
});

describe('formatCny', () => {
  it('always shows CNY, in the locale number format', () => {
    expect(formatCny(12900, 'zh')).toBe('¥129.00');
    expect(formatCny(12900, 'en')).toBe('CN¥129.00');
    expect(formatCny(123456, 'ru')).toMatch(/^1\s234,56\sCN¥$/);
    for (const locale of LOCALES) expect(formatCny(12900, locale)).not.toContain('≈');
  });
});

/** 129.90 yuan as each locale shows it: charged (CNY) and converted at the rate 2 (the display currency). */
const RENDERED: Record<Locale, { charged: string; converted: string }> = {
  zh: { charged: '¥129.90', converted: '¥129.90' },
  'zh-TW': { charged: 'CN¥129.90', converted: '≈ NT$260' },
  en: { charged: 'CN¥129.90', converted: '≈ $259.80' },
  ja: { charged: '129.90元', converted: '≈ ￥260' },
  ko: { charged: 'CN¥129.90', converted: '≈ ₩260' },
  ru: { charged: '129,90\u00a0CN¥', converted: '≈ 259,80\u00a0₽' },
  ar: { charged: '129.90\u00a0يوان', converted: '≈ \u200f259.80\u00a0د.إ.\u200f' },
  id: { charged: 'CN¥129,90', converted: '≈ Rp\u00a0260' },
  th: { charged: 'CN¥129.90', converted: '≈ ฿259.80' },
  vi: { charged: '129,90\u00a0CN¥', converted: '≈ 260\u00a0₫' },
};

describe('each locale renders', () => {
  const TWO = Object.fromEntries(Object.keys(CURRENCY_RATES).map((c) => [c, 2])) as Record<CurrencyCode, number>;

  it.each(LOCALES)('%s: the charged yuan and the converted amount', (locale) => {
    expect(formatCny(12990, locale)).toBe(RENDERED[locale].charged);
    expect(formatPrice(12990, locale, { ...TWO, CNY: 1 })).toBe(RENDERED[locale].converted);
  });

  it('keeps the yuan whole in Arabic: no bidi mark inside, the minus sign anchored left of the digits', () => {
    expect(formatCny(-12990, 'ar')).toBe('\u200e-129.90\u00a0يوان');
    expect(formatCny(12990, 'ar')).not.toMatch(/[\u200e\u200f\u061c]/);
    expect(formatCny(-1234590, 'ja')).toBe('-12,345.90元');
  });

  it('shows Taiwan dollars whole, rounded', () => {
    expect(formatPrice(10, 'zh-TW', { ...UNIT_RATES, TWD: 4.2 })).toBe('≈ NT$0');
    expect(formatPrice(12990, 'zh-TW', { ...UNIT_RATES, TWD: 4.2 })).toBe('≈ NT$546');
  });
});

describe('yuan and fen', () => {
  it('converts fen to yuan', () => {
    expect(fenToYuan(12990)).toBe(129.9);
    expect(fenToYuan(-5)).toBe(-0.05);
  });

  it('parses yuan without float drift', () => {
    expect(yuanToFen('129.9')).toBe(12990);
    expect(yuanToFen('0.07')).toBe(7);
    expect(yuanToFen('1.005')).toBe(101);
    expect(yuanToFen(1.005)).toBe(101);
    expect(yuanToFen(0.29)).toBe(29);
    expect(yuanToFen(' 100 ')).toBe(10000);
    expect(yuanToFen('.5')).toBe(50);
    expect(yuanToFen('-2.50')).toBe(-250);
    expect(Object.is(yuanToFen('-0'), 0)).toBe(true);
  });

  it('rejects text that is not an amount', () => {
    for (const bad of ['', 'abc', '1.2.3', '-', '.', '12a', '1,299.50']) expect(() => yuanToFen(bad)).toThrow(RangeError);
    expect(() => yuanToFen(Number.NaN)).toThrow(RangeError);
  });
});
