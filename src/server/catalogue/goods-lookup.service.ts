import type { Executor } from '../db/schema.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { GoodsCard } from '../../lib/schemas/goods.ts';
import * as repo from './goods.repository.ts';
import { toCard } from './goods.service.ts';

/**
 * What the rest of the shop asks the catalogue about goods it holds by id (cart lines, order items,
 * reviews, videos): the catalogue's tables stay behind this service.
 */

/** Whether the goods is on the shelf; undefined when there is no such goods. */
export function goodsShelfState(db: Executor, goodsId: number): Promise<boolean | undefined> {
  return repo.goodsOnShelf(db, goodsId);
}

export interface LookedUpGoods {
  id: number;
  onShelf: boolean;
  card: GoodsCard;
}

/** Goods by id as cards in the reader's language, on the shelf or not; unknown ids are left out. */
export async function goodsCards(db: Executor, locale: Locale, ids: number[]): Promise<LookedUpGoods[]> {
  if (ids.length === 0) return [];
  const rows = await repo.goodsByIds(db, locale, ids);
  return rows.map((row) => ({ id: row.id, onShelf: row.on_shelf === 1, card: toCard(row) }));
}

/** The goods' specification texts (JSON per language) in the given languages. */
export function specTextsOf(db: Executor, goodsIds: number[], locales: readonly string[]) {
  return repo.specTexts(db, goodsIds, locales);
}

/** SKUs by id with their goods, live stock, own price and spec positions (buy-now items). */
export function skusByIds(db: Executor, skuIds: number[]) {
  return repo.findSkus(db, skuIds);
}

/** The goods' names and specifications in every language, and the SKUs' spec positions: what order items are re-worded from. */
export async function textsForItems(db: Executor, goodsIds: number[], skuIds: number[]) {
  const [texts, skus] = await Promise.all([repo.goodsTextsAllLocales(db, goodsIds), repo.skuSpecValues(db, skuIds)]);
  return { texts, skus };
}
