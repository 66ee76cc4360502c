import * as OpenCC from 'opencc-js';
import { describe, expect, it } from 'vitest';
import { CATALOG } from './catalog.server.ts';
import { LOCALES, type Locale } from './locales.ts';
import { pluralCategories, pluralForm } from './plural.ts';

/**
 * The language lint: what a native reader would flag in the message files. Runs in the unit project, so
 * `npm test` fails on any of it.
 */
const messagesOf = (locale: Locale) => CATALOG[locale] as Record<string, string>;
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))].sort();
const words = (text: string) => text.replace(/\{\w+\}/g, '');

/** Values that are rightly the same as in English: the brand, and loanwords the language writes alike. */
const SAME_AS_ENGLISH: Partial<Record<Locale, string[]>> = {
  ru: ['site.name'],
  id: ['site.name', 'bindEmail.field.email', 'cart.summary.total', 'help.tiers.bonus', 'order.goods.amount', 'setting.avatar.label', 'video.player.audio', 'video.player.normal', 'video.player.volume'],
  vi: ['site.name', 'bindEmail.field.email'],
};

/** Messages with a number that are not a count of things: counters, positions, labels with a figure in brackets. */
const NOT_COUNTS = new Set([
  'checkout.message.count', 'code.countdown', 'common.count', 'goodsDetail.gallery.show', 'goodsDetail.review.filter.all',
  'goodsDetail.review.filter.myLanguage', 'goodsDetail.review.filter.positive', 'goodsDetail.review.filter.withPictures', 'goodsDetail.tab.evaluation', 'home.banners.position',
  'mine.orders.counter', 'review.picture.open', 'review.viewer.picture', 'review.viewer.title', 'upload.picture', 'upload.progress',
  'upload.remove', 'video.comment.count', 'video.comment.titleCount',
  // Two quantities in one sentence; both are written with a counter word (шт., قطعة) that does not change.
  'cart.stockLimit',
]);

/** Characters OpenCC turns into another form although Taiwan writes them as they are (只能, 台灣, 了解, 後台). */
const TAIWAN_AS_IS = new Set(['只', '台', '了']);
const toTaiwan = OpenCC.Converter({ from: 'cn', to: 'tw' });
const toMainland = OpenCC.Converter({ from: 'tw', to: 'cn' });

/** Characters of `text` that `convert` changes, one by one, so each finding names the character. */
function changedCharacters(text: string, convert: (s: string) => string, allowed = new Set<string>()): string[] {
  return [...new Set([...text].filter((c) => !allowed.has(c) && convert(c) !== c))];
}

describe('language lint', () => {
  it.each(LOCALES.filter((l) => l !== 'en'))('%s: no value left as the English one', (locale) => {
    const en = messagesOf('en');
    const messages = messagesOf(locale);
    const allowed = new Set(SAME_AS_ENGLISH[locale] ?? []);
    const copied = Object.keys(messages).filter((k) => !allowed.has(k) && messages[k] === en[k] && /[A-Za-z]{2}/.test(words(en[k]!)));
    expect(copied).toEqual([]);
  });

  it.each(LOCALES.filter((l) => l !== 'zh' && l !== 'zh-TW' && l !== 'ja'))('%s: no Chinese characters', (locale) => {
    expect(Object.entries(messagesOf(locale)).filter(([, v]) => /\p{Script=Han}/u.test(v)).map(([k]) => k)).toEqual([]);
  });

  it('zh-TW: no simplified characters (OpenCC mainland → Taiwan changes nothing)', () => {
    const found = Object.entries(messagesOf('zh-TW')).flatMap(([k, v]) => changedCharacters(v, toTaiwan, TAIWAN_AS_IS).map((c) => `${k}: ${c}`));
    expect(found).toEqual([]);
  });

  it('zh: no traditional characters (OpenCC Taiwan → mainland changes nothing)', () => {
    const found = Object.entries(messagesOf('zh')).flatMap(([k, v]) => changedCharacters(v, toMainland).map((c) => `${k}: ${c}`));
    expect(found).toEqual([]);
  });

  it.each(LOCALES)('%s: the same placeholders as zh, and no empty value', (locale) => {
    const messages = messagesOf(locale);
    const zh = messagesOf('zh');
    for (const key of Object.keys(messages)) {
      const form = pluralForm(key);
      expect(messages[key]?.trim(), key).toBeTruthy();
      const own = placeholders(messages[key]!);
      const expected = placeholders(zh[form ? `${form.base}_other` : key] ?? '');
      // A plural form may say its count in words ("one review", Arabic «تعليقان»), so only it may leave {count} out.
      if (form && form.category !== 'other') expect(own.filter((p) => p !== 'count'), key).toEqual(expected.filter((p) => p !== 'count'));
      else expect(own, key).toEqual(expected);
    }
  });

  it('every message with a count has plural forms', () => {
    const zh = messagesOf('zh');
    const counts = Object.keys(zh).filter((k) => !pluralForm(k) && !NOT_COUNTS.has(k) && /\{(count|n|left|stock|limit|seconds)\}/.test(zh[k]!));
    expect(counts).toEqual([]);
  });

  it.each(LOCALES)('%s: each count message has exactly the plural forms its language needs', (locale) => {
    const needed = [...pluralCategories(locale)].sort();
    const bases = new Set(Object.keys(messagesOf('zh')).flatMap((k) => (pluralForm(k) ? [pluralForm(k)!.base] : [])));
    const keys = Object.keys(messagesOf(locale));
    for (const base of bases) {
      const forms = keys.filter((k) => pluralForm(k)?.base === base).map((k) => pluralForm(k)!.category);
      expect(forms.sort(), base).toEqual(needed);
    }
  });

  it.each(LOCALES)('%s: the registration consent names both agreements by their names', (locale) => {
    const messages = messagesOf(locale) as Record<string, string>;
    const sentence = messages['validation.agreement.required']!.toLocaleLowerCase(locale);
    for (const key of ['route.title.userAgreement', 'route.title.privacyAgreement']) {
      // Words may take a case ending (Russian "политику"): each word is looked for without its last two letters.
      for (const word of messages[key]!.toLocaleLowerCase(locale).split(/\s+/)) {
        const stem = [...word].length >= 5 ? [...word].slice(0, -2).join('') : word;
        expect(sentence, `${key}: ${word}`).toContain(stem);
      }
    }
  });

  it.each(LOCALES)('%s: no full stop after a date that ends with one ("2026 г..")', (locale) => {
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(Date.UTC(2026, 10, 27)));
    const messages = messagesOf(locale);
    if (!date.endsWith('.')) return;
    expect(Object.keys(messages).filter((k) => /\{(date|until|expires)\}\./.test(messages[k]!))).toEqual([]);
  });
});
