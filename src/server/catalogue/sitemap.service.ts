import type { Executor } from '../db/schema.ts';
import { listCategories } from './category.service.ts';
import { onShelfCount, onShelfStamps } from './sitemap.repository.ts';
import type { CategoryNode } from '../../lib/schemas/home.ts';

/** A goods page a sitemap lists: its id and when the operator last changed the goods (goods.updated_at). */
export interface GoodsStamp {
  id: number;
  updatedAt: string;
}

export const shelfGoodsCount = (db: Executor): Promise<number> => onShelfCount(db);

/** One batch of on-shelf goods in id order: the first of a file by position, the next ones after the last id. */
export async function shelfGoodsStamps(db: Executor, from: { afterId: number } | { offset: number }, limit: number): Promise<GoodsStamp[]> {
  const rows = await onShelfStamps(db, from, limit);
  return rows.map((r) => ({ id: Number(r.id), updatedAt: r.updated_at }));
}

/** The categories the shop's menus show (hidden ones and those under them left out), parents before children. */
export async function shownCategoryIds(db: Executor): Promise<number[]> {
  const ids: number[] = [];
  const walk = (nodes: CategoryNode[]) => nodes.forEach((n) => (ids.push(n.id), walk(n.children)));
  walk(await listCategories(db, 'zh'));
  return ids;
}
