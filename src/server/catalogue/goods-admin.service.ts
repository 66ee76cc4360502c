import { atomically } from '../db/atomic.ts';
import type { Executor } from '../db/schema.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { DomainError, NotFoundError, StateChangedError } from '../errors.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { GoodsInput } from '../../lib/schemas/admin-goods.ts';
import type { SpecDimension } from '../../lib/schemas/goods.ts';
import { insertGoods } from './catalogue-write.repository.ts';
import { goodsDraft, skuWrites, storedFlags, storedServices } from './goods-admin-merge.ts';
import { skuColumns } from './goods-draft.ts';
import * as repo from './goods-admin.repository.ts';

/**
 * The goods rules the console writes through: whole goods with texts, SKUs and pictures, and the shelf. A save
 * of changes carries the goods' version its form loaded and is refused when the goods moved on since; stock
 * is written only where the operator changed it, over the stock the form loaded (decision 061).
 */

async function checkReferences(db: Executor, input: GoodsInput, exceptId?: number) {
  if (!(await repo.categoryExists(db, input.categoryId))) throw new DomainError('admin.validation.category');
  if (input.brandId !== null && !(await repo.brandExists(db, input.brandId))) throw new DomainError('admin.validation.brand');
  if (await repo.itemNoTaken(db, input.itemNo, exceptId)) throw new DomainError('admin.goods.itemNoTaken');
}

const uniqueItemNo = (err: unknown) => {
  if (isUniqueViolation(err)) throw new DomainError('admin.goods.itemNoTaken');
  throw err;
};

export async function createGoods(db: Executor, input: GoodsInput, now = new Date()): Promise<number> {
  await checkReferences(db, input);
  const draft = goodsDraft(input, undefined, now.toISOString());
  return atomically(db, async (trx) => insertGoods(trx, draft, await repo.brandNames(trx, input.brandId))).catch(uniqueItemNo);
}

/**
 * SKUs sent with an id are changed in place (orders and carts keep pointing at them); new ones are added.
 * The goods is written only at the version the form loaded (`input.version`); a stock the operator changed
 * only if it is still the stock the form loaded (`stockWas`). Fields the form leaves out keep what is stored.
 */
export async function updateGoods(db: Executor, id: number, input: GoodsInput, now = new Date()): Promise<void> {
  const current = await repo.goodsRow(db, id);
  if (!current) throw new NotFoundError('goods.notFound');
  await checkReferences(db, input, id);
  const known = new Set((await repo.allGoodsSkus(db, id)).map((s) => s.id));
  const kept = input.skus.filter((s) => s.id !== undefined).map((s) => s.id!);
  if (kept.some((skuId) => !known.has(skuId)) || new Set(kept).size !== kept.length) throw new DomainError('admin.validation.skus');
  if (kept.length < known.size) throw new DomainError('admin.goods.skuRemoved');
  const version = input.version;
  if (version === undefined || version !== current.version) throw new StateChangedError('admin.goods.changed');
  const draft = goodsDraft(input, { flags: current.flags, services: current.services, selfOperated: current.self_operated === 1 }, current.created_at);
  const writes = skuWrites(input, draft);
  await atomically(db, async (trx) => {
    // Written only at the version the form loaded: the goods row is ours now, so saves of the same goods
    // queue here, and each one after the first finds the version moved on and is refused.
    if (!(await repo.rewriteGoods(trx, id, version, draft, await repo.brandNames(trx, input.brandId), now.toISOString()))) throw new StateChangedError('admin.goods.changed');
    const saved = await repo.allGoodsSkus(trx, id);
    if (saved.some((s) => !kept.includes(s.id))) throw new StateChangedError('admin.goods.changed');
    for (const w of writes) {
      if (w.kind === 'insert') {
        await repo.insertSku(trx, id, { spec_values: w.specValues, stock: w.stock, ...skuColumns(w) });
        continue;
      }
      await repo.updateSku(trx, id, w.id, { spec_values: w.specValues, ...skuColumns(w) });
      if (w.stock && !(await repo.setSkuStockIf(trx, id, w.id, w.stock.from, w.stock.to))) throw new StateChangedError('admin.goods.stockChanged');
    }
  }).catch(uniqueItemNo);
}

export async function setGoodsShelf(db: Executor, id: number, onShelf: boolean): Promise<void> {
  if (!(await repo.setShelf(db, id, onShelf, new Date().toISOString()))) throw new NotFoundError('goods.notFound');
}

/** A goods as the console form edits it. */
export async function goodsForEdit(db: Executor, id: number) {
  const [row, texts, skus] = await Promise.all([repo.goodsRow(db, id), repo.allGoodsTexts(db, id), repo.allGoodsSkus(db, id)]);
  if (!row) throw new NotFoundError('goods.notFound');
  const specsOf = new Map(texts.map((t) => [t.locale, JSON.parse(t.specs) as SpecDimension[]]));
  return {
    id: row.id,
    itemNo: row.item_no,
    categoryId: row.category_id,
    brandId: row.brand_id,
    price: Number(row.price),
    marketPrice: Number(row.market_price),
    salePrice: row.sale_price === null ? null : Number(row.sale_price),
    memberPrice: row.member_price === null ? null : Number(row.member_price),
    freeShipping: row.free_shipping === 1,
    selfOperated: row.self_operated === 1,
    onShelf: row.on_shelf === 1,
    flags: storedFlags(row.flags),
    services: storedServices(row.services),
    sales: row.sales,
    /** Sent back by a save, which is refused if the goods changed since (decision 061). */
    version: row.version,
    images: JSON.parse(row.images) as string[],
    texts: Object.fromEntries(texts.map((t) => [t.locale, { name: t.name, description: t.description ?? '' }])),
    ...specsForEdit(specsOf, skus),
  };
}

/**
 * The stored specifications as the form edits them: names and value labels per language, values keyed by
 * their position ('0', '1', …: new values get other keys in the form), each SKU naming its values' keys.
 */
function specsForEdit(specsOf: Map<string, SpecDimension[]>, skus: { id: number; spec_values: string; stock: number; price: number | null; market_price: number | null; sale_price: number | null; member_price: number | null; picture: string | null }[]) {
  const dimensions = specsOf.get('zh') ?? [...specsOf.values()][0] ?? [];
  const specs = dimensions.map((d, i) => ({
    names: Object.fromEntries([...specsOf].map(([locale, dims]) => [locale, dims[i]?.name ?? ''])),
    values: d.values.map((_, j) => ({ key: String(j), labels: Object.fromEntries([...specsOf].map(([locale, dims]) => [locale, dims[i]?.values[j] ?? ''])) })),
  }));
  return {
    specs,
    // `stockWas` travels back with the save: the stock is changed only if it is still what the form showed.
    skus: skus.map((s) => ({ id: s.id, values: (JSON.parse(s.spec_values) as number[]).map(String), stock: s.stock, stockWas: s.stock, price: s.price, marketPrice: s.market_price, salePrice: s.sale_price, memberPrice: s.member_price, picture: s.picture })),
  };
}

export async function adminGoodsList(db: Executor, locale: Locale, q: { q?: string; categoryId?: number; brandId?: number; onShelf?: 'true' | 'false'; page: number; pageSize: number }) {
  const { rows, total } = await repo.adminGoodsPage(db, locale, { ...q, onShelf: q.onShelf === undefined ? undefined : q.onShelf === 'true' });
  const list = rows.map((r) => ({
    id: r.id,
    itemNo: r.item_no,
    name: r.name ?? r.item_no,
    image: (JSON.parse(r.images) as string[])[0] ?? '',
    price: Number(r.price),
    memberPays: Number(r.member_pays),
    stock: Number(r.stock ?? 0),
    sales: r.sales,
    onShelf: r.on_shelf === 1,
    categoryId: r.category_id,
    brandId: r.brand_id,
    updatedAt: r.updated_at,
  }));
  return { list, total, page: q.page, pageSize: q.pageSize };
}
