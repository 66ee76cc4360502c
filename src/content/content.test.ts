import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentLocale, resolveMessages } from '../lib/i18n/content-messages.ts';
import { LOCALES, type Locale } from '../lib/i18n/locales.ts';
import { WRITTEN_IN } from '../lib/i18n/scripts.ts';

const ROOT = new URL('./', import.meta.url);

/** Help slugs in menu order; `order` in each file's front matter must match the position here. */
const HELP_SLUGS = [
  'newbie',
  'payMethod',
  'deliveryMethod',
  'afterSales',
  'rechargeDiscount',
  'userAgreement',
  'privacyAgreement',
] as const;

/** Simplified / traditional pairs of characters the help texts use often. */
const HAN_PAIRS = '这這们們说說为為个個会會对對发發过過单單号號额額户戶务務费費货貨运運订訂价價码碼设設确確认認请請选選择擇规規则則优優赠贈记記录錄显顯邮郵验驗证證线線页頁题題联聯处處图圖删刪隐隱护護关關闭閉开開网網数數标標级級续續间間读讀协協议議满滿岁歲';
const SIMPLIFIED_ONLY = [...HAN_PAIRS].filter((_, i) => i % 2 === 0);
const TRADITIONAL_ONLY = [...HAN_PAIRS].filter((_, i) => i % 2 === 1);

interface Doc {
  data: Record<string, string>;
  body: string;
}

function readDoc(relativePath: string): Doc {
  const text = readFileSync(new URL(relativePath, ROOT), 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${relativePath}: missing front matter`);
  const data: Record<string, string> = {};
  for (const line of (match[1] ?? '').split('\n')) {
    const [, key, raw] = /^(\w+):\s*(.*)$/.exec(line) ?? [];
    if (key && raw !== undefined) data[key] = raw.startsWith('"') ? (JSON.parse(raw) as string) : raw;
  }
  // The body as readers get it: {{message.key}} placeholders resolved as the Markdown build does.
  const locale = contentLocale(`content/${relativePath}`);
  if (!locale) throw new Error(`${relativePath}: no locale in the path`);
  return { data, body: resolveMessages((match[2] ?? '').trim(), locale, relativePath) };
}

function scriptShare(text: string, script: RegExp): number {
  const letters = [...text].filter((c) => /\p{L}/u.test(c));
  return letters.filter((c) => script.test(c)).length / letters.length;
}

function longLines(body: string): Set<string> {
  return new Set(body.split('\n').map((l) => l.trim()).filter((l) => l.length > 30));
}

const docsOf = (locale: Locale): Doc[] => [
  ...HELP_SLUGS.map((slug) => readDoc(`help/${locale}/${slug}.md`)),
  readDoc(`recharge-protocol/${locale}.md`),
];

describe('help centre content', () => {
  it('has a folder for exactly the supported locales', () => {
    const dirs = readdirSync(new URL('help/', ROOT)).sort();
    expect(dirs).toEqual([...LOCALES].sort());
    const protocols = readdirSync(new URL('recharge-protocol/', ROOT)).sort();
    expect(protocols).toEqual(LOCALES.map((l) => `${l}.md`).sort());
  });

  it.each(LOCALES)('%s has the seven help pages with title and order', (locale) => {
    const files = readdirSync(new URL(`help/${locale}/`, ROOT)).sort();
    expect(files).toEqual(HELP_SLUGS.map((s) => `${s}.md`).sort());
    HELP_SLUGS.forEach((slug, index) => {
      const { data, body } = readDoc(`help/${locale}/${slug}.md`);
      expect(data.title?.trim(), `${locale}/${slug} title`).toBeTruthy();
      expect(Number(data.order), `${locale}/${slug} order`).toBe(index + 1);
      expect(body, `${locale}/${slug} body`).toMatch(/^## /m);
      expect(body.length).toBeGreaterThan(300);
    });
  });

  it.each(LOCALES)('%s gives each help page one name: its title is the name its links and document title use', (locale) => {
    const messages = JSON.parse(readFileSync(new URL(`../i18n/${locale}.json`, ROOT), 'utf8')) as Record<string, string>;
    for (const slug of HELP_SLUGS) expect(readDoc(`help/${locale}/${slug}.md`).data.title, slug).toBe(messages[`route.title.${slug}`]);
  });

  it.each(LOCALES)('%s has a recharge protocol with a title and a body', (locale) => {
    const { data, body } = readDoc(`recharge-protocol/${locale}.md`);
    expect(data.title?.trim()).toBeTruthy();
    expect(body.length).toBeGreaterThan(300);
  });

  it.each(LOCALES)('%s leaves the recharge tiers to the generated table', (locale) => {
    expect(readDoc(`help/${locale}/rechargeDiscount.md`).body).not.toMatch(/\p{Nd}/u);
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s is translated, not an English copy', (locale) => {
    const english = docsOf('en');
    docsOf(locale).forEach((doc, i) => {
      const en = english[i] as Doc;
      expect(doc.data.title).not.toBe(en.data.title);
      const shared = [...longLines(doc.body)].filter((line) => longLines(en.body).has(line));
      expect(shared).toEqual([]);
      const script = WRITTEN_IN[locale]; // Latin-script locales are checked separately.
      if (script) expect(scriptShare(doc.body, script)).toBeGreaterThan(0.8);
    });
  });

  it('writes Vietnamese with its diacritics', () => {
    for (const doc of docsOf('vi')) expect(doc.body).toMatch(/[ăâđêôơưạảấầếềệịọộớờụủứừự]/u);
  });

  it('keeps simplified and traditional Chinese apart', () => {
    for (const doc of docsOf('zh')) expect([...doc.body].filter((c) => TRADITIONAL_ONLY.includes(c))).toEqual([]);
    for (const doc of docsOf('zh-TW')) expect([...doc.body].filter((c) => SIMPLIFIED_ONLY.includes(c))).toEqual([]);
    expect(readDoc('help/zh/newbie.md').body).toContain('兰花商城');
    expect(readDoc('help/zh-TW/newbie.md').body).toContain('蘭花商城');
  });
});
