import type { Executor } from '../db/schema.ts';
import { pickText } from '../../lib/i18n/fallback.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { SpecDimension } from '../../lib/schemas/goods.ts';
import { textsForItems } from '../catalogue/goods-lookup.service.ts';
import { pickSpecs, specText } from '../../lib/line-specs.ts';

/** What an order item snapshotted when it was bought: the goods name and the SKU's specification, in the buyer's words then. */
export interface ItemSnapshot {
  id: number;
  goods_id: number;
  sku_id: number;
  name: string;
  spec: string;
}

export interface ItemText {
  name: string;
  spec: string;
}

const parse = <T>(json: string): T => JSON.parse(json) as T;

/**
 * Order items' names and specifications in the reader's language, read from the goods as they are now.
 * The snapshot is kept where the goods cannot speak for the purchase: the goods or SKU is gone, or it
 * was renamed or its specifications rewritten since (the snapshot matches none of its current texts in
 * any language), so an order always shows what was bought.
 */
export async function itemTexts(db: Executor, locale: Locale, items: readonly ItemSnapshot[]): Promise<Map<number, ItemText>> {
  const { texts, skus } = await textsForItems(db, [...new Set(items.map((i) => i.goods_id))], [...new Set(items.map((i) => i.sku_id))]);
  const result = new Map<number, ItemText>();
  for (const item of items) {
    const rows = texts.filter((t) => t.goods_id === item.goods_id);
    const sameGoods = rows.some((r) => r.name === item.name);
    const values = skus.get(item.sku_id);
    const name = sameGoods ? (pickText(rows, locale, (r) => r.name) ?? item.name) : item.name;
    let spec = item.spec;
    if (sameGoods && values !== undefined) {
      const positions = parse<number[]>(values);
      const sameSku = rows.some((r) => specText(parse<SpecDimension[]>(r.specs), positions) === item.spec);
      if (sameSku) spec = specText(pickSpecs(rows, locale), positions);
    }
    result.set(item.id, { name, spec });
  }
  return result;
}
