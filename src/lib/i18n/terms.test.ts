import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOG } from './catalog.server.ts';
import type { Locale } from './locales.ts';

/**
 * Shop words each language uses one way: the messages, help pages and agreements must not fall back to a
 * term a native reader finds wrong or ambiguous (a mainland word in Taiwan, one Arabic word for shipping
 * and top-up).
 */
const CONTENT = new URL('../../content/', import.meta.url);

/** Every text a shopper of `locale` reads: messages plus help pages and agreements (name → text). */
function textsOf(locale: Locale): [string, string][] {
  const messages = Object.entries(CATALOG[locale] as Record<string, string>);
  const help = readdirSync(new URL(`help/${locale}/`, CONTENT)).map((f): [string, string] => [`help/${locale}/${f}`, readFileSync(new URL(`help/${locale}/${f}`, CONTENT), 'utf8')]);
  const protocol: [string, string] = [`recharge-protocol/${locale}.md`, readFileSync(new URL(`recharge-protocol/${locale}.md`, CONTENT), 'utf8')];
  return [...messages, ...help, protocol];
}

const offending = (locale: Locale, term: RegExp) => textsOf(locale).filter(([, text]) => term.test(text)).map(([name]) => name);

describe('shop terms', () => {
  it('ar: top-up always names the balance, so it never reads as shipping', () => {
    const en = CATALOG.en as Record<string, string>;
    const ar = CATALOG.ar as Record<string, string>;
    const topUp = Object.keys(en).filter((k) => /top[- ]?up|recharge/i.test(en[k]!) && !/shipping/i.test(en[k]!));
    expect(topUp.length).toBeGreaterThan(15);
    expect(topUp.filter((k) => /شحن|اشحن/.test(ar[k]!) && !/رصيد/.test(ar[k]!))).toEqual([]);
    expect(ar['balance.status.paid']).toBe('تم شحن الرصيد بنجاح');
  });

  it('ar: no literal calques for self-operated or one day ago', () => {
    expect(offending('ar', /متجر ذاتي|قبل يوم واحد/)).toEqual([]);
  });

  it('th: the cart is ตะกร้า everywhere, never รถเข็น', () => {
    expect(offending('th', /รถเข็น/)).toEqual([]);
    expect((CATALOG.th as Record<string, string>)['goodsDetail.addToCart']).toContain('ตะกร้า');
  });

  it('zh-TW: Taiwanese shop words, not mainland ones', () => {
    expect(offending('zh-TW', /支付密碼|收銀台|開通|選中|使用者協議|儲值協議|隱私協議|收貨地址|收貨人|頭像|保存|點擊|自營/)).toEqual([]);
  });

  it('a desktop shop asks to click, never to tap, in every language', () => {
    const TAP: Record<Locale, RegExp> = {
      zh: /点按|轻触|轻点/, 'zh-TW': /點按|輕觸|輕點|點擊/, en: /\btap/i, ja: /タップ/, ko: /탭하|터치하/, ru: /коснитесь|нажмите на экран/i,
      ar: /اضغط|المس /, id: /\bketuk/i, th: /แตะ|กด “/, vi: /\bchạm/i,
    };
    expect(Object.entries(TAP).flatMap(([locale, term]) => offending(locale as Locale, term).map((name) => `${locale}: ${name}`))).toEqual([]);
  });

  it('ru: what a Russian shop says for members and the account email', () => {
    expect(offending('ru', /участник|защитн\S* почт/i)).toEqual([]);
  });
});
