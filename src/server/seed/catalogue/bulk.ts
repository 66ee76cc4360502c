import { goodsColumns, goodsSearchRow, goodsSkuRows, goodsTextRows, type GoodsDraft } from '../../catalogue/goods-draft.ts';
import type { Executor } from '../../db/schema.ts';

// SQLite accepts 32,766 bound values per statement and PostgreSQL 65,535; chunks stay well below both.
const MAX_VALUES = 10_000;

/** Rows in statements of at most MAX_VALUES values each. */
function chunks<T extends object>(rows: readonly T[]): T[][] {
  const columns = rows[0] ? Object.keys(rows[0]).length : 1;
  const size = Math.max(1, Math.floor(MAX_VALUES / columns));
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

type WithoutId<T> = Omit<T, 'goods_id'>;

/** The rows of one goods before it has an id: what a worker thread can compute while the database writes others. */
export interface GoodsRows {
  goods: ReturnType<typeof goodsColumns>;
  texts: WithoutId<ReturnType<typeof goodsTextRows>[number]>[];
  skus: WithoutId<ReturnType<typeof goodsSkuRows>[number]>[];
  search: WithoutId<ReturnType<typeof goodsSearchRow>>;
}

const NO_ID = 0;
const withoutId = <T extends { goods_id: number }>({ goods_id: _, ...row }: T): WithoutId<T> => row;

/** The rows insertGoods (catalogue-write.service.ts) writes for a draft, with the brand's names in its search text. */
export function goodsRows(draft: GoodsDraft, brandNames: string[]): GoodsRows {
  return {
    goods: goodsColumns(draft),
    texts: goodsTextRows(NO_ID, draft).map(withoutId),
    skus: goodsSkuRows(NO_ID, draft).map(withoutId),
    search: withoutId(goodsSearchRow(NO_ID, draft, brandNames)),
  };
}

/**
 * Writes many goods with a handful of multi-row statements instead of four per goods: the same rows as
 * insertGoods writes one by one, for the synthetic catalogue where 100,000 goods must go in within minutes.
 */
export async function insertGoodsRows(db: Executor, goods: readonly GoodsRows[]): Promise<void> {
  const ids = new Map<string, number>();
  for (const part of chunks(goods.map((g) => g.goods))) {
    const rows = await db
      .insertInto('goods')
      .values(part)
      .returning(['id', 'item_no'])
      .execute();
    for (const row of rows) ids.set(row.item_no, Number(row.id));
  }
  const withIds = goods.map((g) => {
    const id = ids.get(g.goods.item_no);
    if (id === undefined) throw new Error(`goods ${g.goods.item_no} was not written`);
    return { id, rows: g };
  });

  const texts = withIds.flatMap(({ id, rows }) => rows.texts.map((t) => ({ goods_id: id, ...t })));
  for (const part of chunks(texts)) await db.insertInto('goods_i18n').values(part).execute();

  const skus = withIds.flatMap(({ id, rows }) => rows.skus.map((s) => ({ goods_id: id, ...s })));
  for (const part of chunks(skus)) await db.insertInto('skus').values(part).execute();

  const search = withIds.map(({ id, rows }) => ({ goods_id: id, ...rows.search }));
  for (const part of chunks(search)) await db.insertInto('goods_search').values(part).execute();
}

export function insertGoodsMany(db: Executor, drafts: readonly GoodsDraft[], brandNames: (draft: GoodsDraft) => string[]): Promise<void> {
  return insertGoodsRows(db, drafts.map((d) => goodsRows(d, brandNames(d))));
}
