import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../lib/i18n/locales.ts';
import { goodsPrices, skuPrices } from '../../../lib/pricing.ts';
import { goodsColumns } from '../../catalogue/goods-draft.ts';
import { BRANDS } from './brands.ts';
import { CATEGORY_FILES } from './categories/index.ts';
import { buildDraft, CATALOGUE_DATE, itemNumber } from './drafts.ts';
import { SPECS } from './specs.ts';
import { SERVICES, type Text } from './types.ts';

const files = CATEGORY_FILES;
const entries = files.flatMap((file) => file.goods.map((goods, position) => ({ file, goods, position })));
const drafts = entries.map(({ file, goods, position }) => buildDraft(goods, file, position, { categoryId: 1, brandId: 1, images: ['/media/goods/x.webp'] }));
const onShelf = drafts.filter((d) => d.onShelf);

// Each locale must be written in its own script, so an English name pasted into another locale fails.
const SCRIPT: Partial<Record<keyof Text, RegExp>> = {
  zh: /[\u4e00-\u9fff]/,
  'zh-TW': /[\u4e00-\u9fff]/,
  ja: /[\u3040-\u30ff\u4e00-\u9fff]/,
  ko: /[\uac00-\ud7af]/,
  ru: /[\u0400-\u04ff]/,
  ar: /[\u0600-\u06ff]/,
  th: /[\u0e00-\u0e7f]/,
};

function expectTranslated(text: Text, where: string, maxLength: number) {
  for (const locale of LOCALES) {
    expect(text[locale]?.trim(), `${where} ${locale}`).toBeTruthy();
    expect(text[locale].length, `${where} ${locale}`).toBeLessThanOrEqual(maxLength);
    const script = SCRIPT[locale];
    if (script) expect(text[locale], `${where} ${locale}`).toMatch(script);
  }
}

describe('demo catalogue data', () => {
  it('has at least 8 top-level categories, children 2–4 where present, unique keys', () => {
    expect(files.length).toBeGreaterThanOrEqual(8);
    const keys = files.flatMap((f) => [f.key, ...f.children.map((c) => c.key)]);
    expect(new Set(keys).size).toBe(keys.length);
    expect(files.filter((f) => f.children.length > 0).length).toBeGreaterThanOrEqual(4);
    for (const file of files) {
      expect([0, 2, 3, 4]).toContain(file.children.length);
      expectTranslated(file.names, file.key, 60);
      for (const child of file.children) expectTranslated(child.names, child.key, 60);
    }
  });

  it('lists every goods in a leaf category of its own file, and every leaf has goods', () => {
    for (const file of files) {
      const leaves = file.children.length ? file.children.map((c) => c.key) : [file.key];
      for (const goods of file.goods) expect(leaves, goods.key).toContain(goods.category);
      for (const leaf of leaves) expect(file.goods.some((g) => g.category === leaf), leaf).toBe(true);
    }
  });

  it('has six brands with names in every locale and stories in zh and en; every goods names a known brand', () => {
    expect(BRANDS).toHaveLength(6);
    for (const brand of BRANDS) {
      for (const locale of LOCALES) expect(brand.names[locale].trim()).toBeTruthy();
      expect(brand.story.zh).toMatch(/[\u4e00-\u9fff]/);
      expect(brand.story.en.length).toBeGreaterThan(100);
    }
    const brandKeys = BRANDS.map((b) => b.key);
    for (const { goods } of entries) expect(brandKeys, goods.key).toContain(goods.brand);
  });

  it('has at least 60 goods, unique keys and item numbers', () => {
    expect(entries.length).toBeGreaterThanOrEqual(60);
    expect(new Set(entries.map((e) => e.goods.key)).size).toBe(entries.length);
    expect(new Set(drafts.map((d) => d.itemNo)).size).toBe(drafts.length);
    expect(itemNumber(files[0]!, 0)).toMatch(/^OM[A-Z]{2}001$/);
  });

  it('names every goods in all ten locales (really translated) and describes it in zh and en with simple HTML', () => {
    for (const { goods } of entries) {
      expectTranslated(goods.name, goods.key, 200);
      expect(goods.name.id, goods.key).not.toBe(goods.name.en);
      expect(goods.name.vi, goods.key).not.toBe(goods.name.en);
      expect(goods.points.zh.length).toBe(goods.points.en.length);
    }
    for (const draft of drafts) {
      for (const locale of ['zh', 'en'] as const) {
        const html = draft.i18n[locale]?.description ?? '';
        expect(html.length, draft.itemNo).toBeGreaterThan(200);
        expect(html.replace(/<\/?(p|ul|li|h3)>/g, ''), draft.itemNo).not.toMatch(/[<>]/);
      }
    }
  });

  it('keeps prices consistent: market above price, member 5–15 % below, sale below', () => {
    for (const d of drafts) {
      expect(d.price, d.itemNo).toBeGreaterThanOrEqual(2900);
      expect(d.price, d.itemNo).toBeLessThanOrEqual(129900);
      expect(d.marketPrice, d.itemNo).toBeGreaterThan(d.price);
      if (d.memberPrice !== null) {
        expect(d.memberPrice, d.itemNo).toBeLessThan(d.price * 0.95);
        expect(d.memberPrice, d.itemNo).toBeGreaterThan(d.price * 0.85);
      }
      if (d.salePrice !== null) expect(d.salePrice, d.itemNo).toBeLessThan(d.price);
      for (const sku of d.skus) if (sku.price != null) expect(sku.price, d.itemNo).toBeGreaterThan(0);
    }
  });

  it('prices every SKU as a person would: what guests and members pay ends in .90 or .00, and a card shows "from" the lowest', () => {
    const round = (fen: number) => fen % 100 === 0 || fen % 100 === 90;
    let varied = 0;
    for (const d of drafts) {
      const base = goodsPrices(d);
      const pays = (sku: (typeof d.skus)[number]) => skuPrices(base, { ...sku, price: sku.price ?? null });
      for (const sku of d.skus) {
        const paid = pays(sku);
        expect(round(paid.memberPays), `${d.itemNo} ${paid.memberPays}`).toBe(true);
        expect(round(paid.guestPays), `${d.itemNo} ${paid.guestPays}`).toBe(true);
      }
      const from = goodsColumns(d).member_pays_from;
      if (from !== null) {
        varied += 1;
        expect(round(from), d.itemNo).toBe(true);
        expect(from, d.itemNo).toBe(Math.min(...d.skus.map((sku) => pays(sku).memberPays)));
      }
    }
    expect(varied).toBeGreaterThan(3);
  });

  it('gives every SKU valid positions into the spec values of every locale', () => {
    for (const d of drafts) {
      expect(d.skus.length, d.itemNo).toBeGreaterThan(0);
      for (const locale of LOCALES) {
        const specs = d.i18n[locale]?.specs ?? [];
        expect(specs.length, d.itemNo).toBeGreaterThan(0);
        for (const dim of specs) for (const v of [dim.name, ...dim.values]) expect(v.trim(), `${d.itemNo} ${locale}`).toBeTruthy();
        for (const sku of d.skus) {
          expect(sku.values.length).toBe(specs.length);
          sku.values.forEach((v, i) => expect(specs[i]!.values[v], `${d.itemNo} ${locale}`).toBeDefined());
        }
      }
      const combos = d.skus.map((s) => s.values.join());
      expect(new Set(combos).size, d.itemNo).toBe(combos.length);
    }
  });

  it('translates the spec vocabulary into every locale', () => {
    for (const [key, dim] of Object.entries(SPECS)) {
      expectTranslated(dim.name, key, 30);
      for (const [value, text] of Object.entries(dim.values)) for (const locale of LOCALES) expect(text[locale].trim(), `${key}.${value}`).toBeTruthy();
    }
  });

  it('has the mix the shop pages need', () => {
    const share = (n: number) => n / drafts.length;
    expect(share(drafts.filter((d) => d.freeShipping).length)).toBeGreaterThan(0.25);
    expect(share(drafts.filter((d) => d.freeShipping).length)).toBeLessThan(0.42);
    expect(share(drafts.filter((d) => d.salePrice !== null).length)).toBeGreaterThan(0.18);
    expect(share(drafts.filter((d) => d.salePrice !== null).length)).toBeLessThan(0.33);
    expect(share(drafts.filter((d) => d.memberPrice !== null).length)).toBeGreaterThan(0.8);
    expect(share(drafts.filter((d) => d.selfOperated).length)).toBeGreaterThan(0.8);
    expect(drafts.filter((d) => !d.onShelf).length).toBeGreaterThanOrEqual(2);
    expect(drafts.filter((d) => !d.onShelf).length).toBeLessThanOrEqual(3);
    for (const flag of ['hot', 'new', 'recommended'] as const) {
      const n = onShelf.filter((d) => d.flags.includes(flag)).length;
      expect(n, flag).toBeGreaterThanOrEqual(8);
      expect(n, flag).toBeLessThanOrEqual(12);
    }
    const skus = drafts.flatMap((d) => d.skus);
    expect(skus.filter((s) => s.stock === 0).length).toBeGreaterThan(3);
    expect(skus.filter((s) => s.price != null).length).toBeGreaterThan(3);
    expect(new Set(drafts.map((d) => d.sales)).size).toBeGreaterThan(drafts.length * 0.9);
    for (const d of drafts) for (const s of d.services) expect(SERVICES).toContain(s);
  });

  it('dates goods within the year before the catalogue date, new arrivals within six weeks', () => {
    for (const d of drafts) {
      const age = CATALOGUE_DATE - Date.parse(d.createdAt);
      expect(age, d.itemNo).toBeGreaterThan(0);
      expect(age, d.itemNo).toBeLessThan(366 * 86_400_000);
      if (d.flags.includes('new')) expect(age, d.itemNo).toBeLessThan(42 * 86_400_000);
    }
  });
});
