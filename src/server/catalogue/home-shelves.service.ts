import type { Executor } from '../db/schema.ts';
import { DomainError, NotFoundError, StateChangedError } from '../errors.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { GOODS_FLAGS, type GoodsFlag } from '../../lib/schemas/admin-goods.ts';
import { knownCodes } from './goods-admin-merge.ts';
import * as repo from './home-shelves.repository.ts';

/**
 * The home page's shelves (hot, new, recommended) as the operator curates them: a goods is on a shelf by its
 * flag (the goods form ticks the same flags), and the shelf shows its goods in the order the operator gave;
 * goods flagged but not placed (ticked in the goods form since) follow in the shelf's own order.
 */

export interface ShelfGoods {
  id: number;
  itemNo: string;
  name: string;
  image: string;
  onShelf: boolean;
}

type Row = Awaited<ReturnType<typeof repo.shelfRows>>[number];

/** Placed goods by position, then the others newest first ('new') or best selling first. */
function shelfOrder(shelf: GoodsFlag) {
  return (a: Row, b: Row) => {
    const pa = a.position ?? Number.MAX_SAFE_INTEGER;
    const pb = b.position ?? Number.MAX_SAFE_INTEGER;
    if (pa !== pb) return pa - pb;
    const natural = shelf === 'new' ? b.created_at.localeCompare(a.created_at) : b.sales - a.sales;
    return natural !== 0 ? natural : b.id - a.id;
  };
}

export async function shelfGoods(db: Executor, locale: Locale, shelf: GoodsFlag): Promise<ShelfGoods[]> {
  const rows = (await repo.shelfRows(db, locale, shelf)).filter((r) => r.flags.split(',').includes(shelf));
  return rows.sort(shelfOrder(shelf)).map((r) => ({ id: r.id, itemNo: r.item_no, name: r.name ?? r.item_no, image: (JSON.parse(r.images) as string[])[0] ?? '', onShelf: r.on_shelf === 1 }));
}

export async function homeShelves(db: Executor, locale: Locale) {
  const shelves = await Promise.all(GOODS_FLAGS.map(async (shelf) => ({ shelf, goods: await shelfGoods(db, locale, shelf) })));
  return { shelves };
}

/**
 * The shelf holds exactly `goodsIds`, in that order: goods added get the shelf's flag, goods left out lose it
 * (their forms opened before then cannot save the old flags back: each changed goods' version is raised). With
 * `was` (the shelf as the screen loaded it), a shelf changed since is not written over.
 */
export async function arrangeShelf(db: Executor, shelf: GoodsFlag, goodsIds: number[], was?: number[], now = new Date()): Promise<void> {
  if (new Set(goodsIds).size !== goodsIds.length) throw new DomainError('error.invalidParam');
  if (was !== undefined && (await shelfGoods(db, 'zh', shelf)).map((g) => g.id).join(',') !== was.join(',')) throw new StateChangedError('admin.changed');
  const wanted = await repo.flagsOf(db, goodsIds);
  if (wanted.length !== goodsIds.length) throw new NotFoundError('goods.notFound');
  const current = await repo.shelfRows(db, 'zh', shelf);
  const changes = [
    ...wanted.filter((g) => !g.flags.split(',').includes(shelf)).map((g) => ({ id: g.id, flags: [...g.flags.split(','), shelf] })),
    ...current.filter((g) => !goodsIds.includes(g.id)).map((g) => ({ id: g.id, flags: g.flags.split(',').filter((f) => f !== shelf) })),
  ];
  for (const c of changes) await repo.setFlags(db, c.id, knownCodes(GOODS_FLAGS, c.flags).join(','), now.toISOString());
  await repo.placeShelf(db, shelf, goodsIds);
}
