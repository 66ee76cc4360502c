import type { APIRequestContext } from '@playwright/test';
import type { GoodsInput } from './agent/tasks.ts';
import { apiGet, unique } from './api.ts';
import { serverTask } from './server-data.ts';

/** Goods made for one test, so no other test buys from them or changes their stock meanwhile. */

export type Lang = 'zh' | 'en';

/** A specification dimension in Chinese and English; other languages fall back to English. */
export interface SpecSeed {
  zh: string;
  en: string;
  values: [zh: string, en: string][];
}

export const PACK: SpecSeed = { zh: '规格', en: 'Pack', values: [['标准装', 'Standard']] };
export const SIZE: SpecSeed = { zh: '尺寸', en: 'Size', values: [['小号', 'Small'], ['中号', 'Medium'], ['大号', 'Large']] };
export const COLOUR: SpecSeed = { zh: '颜色', en: 'Colour', values: [['兰花紫', 'Orchid purple'], ['曜石黑', 'Obsidian black']] };

export interface GoodsSeed {
  /** Shelf price in fen; 59.00 unless told. */
  price?: number;
  salePrice?: number | null;
  memberPrice?: number | null;
  freeShipping?: boolean;
  onShelf?: boolean;
  /** One SKU per combination of values; one standard pack unless told. */
  specs?: SpecSeed[];
  /** Units of every SKU. */
  stock?: number;
  /** The SKUs' own prices in fen, in SKU order; null (the default) for the goods price. */
  skuPrices?: (number | null)[];
  /** Added to the generated names (a name with markup in it, say). */
  nameSuffix?: string;
}

export interface Sku {
  goodsId: number;
  skuId: number;
  /** The index of the SKU's value in each specification. */
  values: number[];
  /** Units in stock when it was made. */
  stock: number;
}

export interface SeededGoods {
  goodsId: number;
  name: Record<Lang, string>;
  specs: Record<Lang, { name: string; values: string[] }[]>;
  skus: Sku[];
  /** The first SKU. */
  sku: Sku;
}

function combinations(specs: SpecSeed[]): number[][] {
  return specs.reduce<number[][]>((combos, spec) => combos.flatMap((c) => spec.values.map((_, i) => [...c, i])), [[]]);
}

/** Writes the goods into the test server's catalogue (the agent's `seedGoods` task) and describes them. */
export async function seedGoods(seeds: GoodsSeed[]): Promise<SeededGoods[]> {
  const made = seeds.map((seed) => {
    const tag = unique();
    const specs = seed.specs ?? [PACK];
    const price = seed.price ?? 5900;
    const name = { zh: `测试商品 ${tag}${seed.nameSuffix ?? ''}`, en: `Test goods ${tag}${seed.nameSuffix ?? ''}` };
    const specsIn = (lang: Lang) => specs.map((s) => ({ name: s[lang], values: s.values.map((v) => v[lang === 'zh' ? 0 : 1]) }));
    const input: GoodsInput = {
      itemNo: `E2E${tag}`.toUpperCase(),
      price,
      marketPrice: Math.round(price * 1.3),
      salePrice: seed.salePrice ?? null,
      memberPrice: seed.memberPrice ?? null,
      freeShipping: seed.freeShipping ?? false,
      onShelf: seed.onShelf ?? true,
      i18n: {
        zh: { name: name.zh, description: `<p>${name.zh}：端到端测试专用。</p>`, specs: specsIn('zh') },
        en: { name: name.en, description: `<p>${name.en}: made for one end-to-end test.</p>`, specs: specsIn('en') },
      },
      skus: combinations(specs).map((values, i) => ({ values, stock: seed.stock ?? 20, ...(seed.skuPrices?.[i] ? { price: seed.skuPrices[i] } : {}) })),
    };
    return { input, name, specs: { zh: specsIn('zh'), en: specsIn('en') } };
  });
  const rows = await serverTask('seedGoods', made.map((m) => m.input));
  return rows.map((row, i) => {
    const skus = row.skus.map((s) => ({ goodsId: row.goodsId, ...s }));
    return { goodsId: row.goodsId, name: made[i]!.name, specs: made[i]!.specs, skus, sku: skus[0]! };
  });
}

/** The SKU's stock as the shop reports it now. */
export async function stockOf(request: APIRequestContext, sku: Sku): Promise<number> {
  const detail = await apiGet<{ skus: { id: number; stock: number }[] }>(request, '', 'goods/details', { id: sku.goodsId });
  return detail.skus.find((s) => s.id === sku.skuId)!.stock;
}
