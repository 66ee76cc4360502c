import { goodsColumns, goodsSearchRow, goodsSkuRows, goodsTextRows, type GoodsDraft } from '../../catalogue/goods-draft.ts';
import type { Executor } from '../../db/schema.ts';

// SQLite accepts 32,766 bound values per statement and PostgreSQL 65,535; chunks stay well below both.
const MAX_VALUES = 10_000;

function chunks<T>(rows: readonly T[], columns: number): T[][] {
  const size = Math.max(1, Math.floor(MAX_VALUES / columns));
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/**
 * Writes many goods with a handful of multi-row statements instead of four per goods: the same rows as
 * insertGoods (catalogue-write.service.ts) writes one by one, for the synthetic catalogue where 100,000
 * goods must go in within minutes.
 */
export async function insertGoodsMany(db: Executor, drafts: readonly GoodsDraft[], brandNames: (draft: GoodsDraft) => string[]): Promise<void> {
  const ids = new Map<string, number>();
  for (const part of chunks(drafts, 17)) {
    const rows = await db
      .insertInto('goods')
      .values(part.map(goodsColumns))
      .returning(['id', 'item_no'])
      .execute();
    for (const row of rows) ids.set(row.item_no, Number(row.id));
  }
  const idOf = (d: GoodsDraft) => {
    const id = ids.get(d.itemNo);
    if (id === undefined) throw new Error(`goods ${d.itemNo} was not written`);
    return id;
  };

  const texts = drafts.flatMap((d) => goodsTextRows(idOf(d), d));
  for (const part of chunks(texts, 6)) await db.insertInto('goods_i18n').values(part).execute();

  const skus = drafts.flatMap((d) => goodsSkuRows(idOf(d), d));
  for (const part of chunks(skus, 4)) await db.insertInto('skus').values(part).execute();

  const search = drafts.map((d) => goodsSearchRow(idOf(d), d, brandNames(d)));
  for (const part of chunks(search, 3)) await db.insertInto('goods_search').values(part).execute();
}
