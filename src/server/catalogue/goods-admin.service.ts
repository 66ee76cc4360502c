import type { DbPool, Executor } from '../db/schema.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { DomainError, NotFoundError, StateChangedError } from '../errors.ts';
import { LOCALES, type Locale } from '../../lib/i18n/locales.ts';
import type { GoodsInput } from '../../lib/schemas/admin-goods.ts';
import type { SpecDimension } from '../../lib/schemas/goods.ts';
import { insertGoods, type GoodsDraft } from './catalogue-write.repository.ts';
import * as repo from './goods-admin.repository.ts';

/** The goods rules the console writes through: whole goods with texts, SKUs and pictures, and the shelf. */

const inLocale = (words: Partial<Record<Locale, string>>, locale: Locale) => words[locale] || words.en || words.zh || '';

/** A language's specification texts, each missing word taken from English, then Chinese. */
const specsFor = (input: GoodsInput, locale: Locale): SpecDimension[] =>
  input.specs.map((d) => ({ name: inLocale(d.names, locale), values: d.values.map((v) => inLocale(v.labels, locale)) }));

/** Each SKU's value keys as the positions the shop stores ('[0,2]'); the schema checked every key is there. */
const positionsOf = (input: GoodsInput, sku: GoodsInput['skus'][number]) => input.specs.map((d, i) => d.values.findIndex((v) => v.key === sku.values[i]));

function toDraft(input: GoodsInput, createdAt: string): GoodsDraft {
  const i18n: GoodsDraft['i18n'] = {};
  for (const locale of LOCALES) {
    const t = input.texts[locale];
    if (!t?.name) continue;
    i18n[locale] = { name: t.name, description: t.description || undefined, specs: specsFor(input, locale) };
  }
  return {
    itemNo: input.itemNo,
    categoryId: input.categoryId,
    brandId: input.brandId,
    price: input.price,
    marketPrice: input.marketPrice,
    salePrice: input.salePrice,
    memberPrice: input.memberPrice,
    sales: 0,
    freeShipping: input.freeShipping,
    selfOperated: true,
    onShelf: input.onShelf,
    services: ['discreet', 'genuine'],
    images: input.images,
    flags: [],
    createdAt,
    i18n,
    skus: input.skus.map((s) => ({ values: positionsOf(input, s), stock: s.stock, price: s.price })),
  };
}

async function checkReferences(db: Executor, input: GoodsInput, exceptId?: number) {
  if (!(await repo.categoryExists(db, input.categoryId))) throw new DomainError('admin.validation.category');
  if (input.brandId !== null && !(await repo.brandExists(db, input.brandId))) throw new DomainError('admin.validation.brand');
  if (await repo.itemNoTaken(db, input.itemNo, exceptId)) throw new DomainError('admin.goods.itemNoTaken');
}

const uniqueItemNo = (err: unknown) => {
  if (isUniqueViolation(err)) throw new DomainError('admin.goods.itemNoTaken');
  throw err;
};

export async function createGoods(db: DbPool, input: GoodsInput, now = new Date()): Promise<number> {
  await checkReferences(db, input);
  const draft = toDraft(input, now.toISOString());
  return db
    .transaction()
    .execute(async (trx) => insertGoods(trx, draft, await repo.brandNames(trx, input.brandId)))
    .catch(uniqueItemNo);
}

/** SKUs sent with an id are changed in place (orders and carts keep pointing at them); new ones are added. */
export async function updateGoods(db: DbPool, id: number, input: GoodsInput, now = new Date()): Promise<void> {
  const current = await repo.goodsRow(db, id);
  if (!current) throw new NotFoundError('goods.notFound');
  await checkReferences(db, input, id);
  const known = new Set((await repo.allGoodsSkus(db, id)).map((s) => s.id));
  const kept = input.skus.filter((s) => s.id !== undefined).map((s) => s.id!);
  if (kept.some((skuId) => !known.has(skuId)) || new Set(kept).size !== kept.length) throw new DomainError('admin.validation.skus');
  if (kept.length < known.size) throw new DomainError('admin.goods.skuRemoved');
  const draft = toDraft(input, current.created_at);
  await db
    .transaction()
    .execute(async (trx) => {
      await repo.rewriteGoods(trx, id, draft, await repo.brandNames(trx, input.brandId), now.toISOString());
      // The goods row is ours now, so saves of the same goods queue here: a save from a form that did not
      // know every SKU (another save added one meanwhile) would add its new SKUs a second time.
      const saved = await repo.allGoodsSkus(trx, id);
      if (saved.some((s) => !kept.includes(s.id))) throw new StateChangedError('admin.goods.changed');
      for (const [i, sku] of input.skus.entries()) {
        const row = { spec_values: JSON.stringify(draft.skus[i]!.values), stock: sku.stock, price: sku.price };
        if (sku.id) await repo.updateSku(trx, id, sku.id, row);
        else await repo.insertSku(trx, id, row);
      }
    })
    .catch(uniqueItemNo);
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
    onShelf: row.on_shelf === 1,
    sales: row.sales,
    images: JSON.parse(row.images) as string[],
    texts: Object.fromEntries(texts.map((t) => [t.locale, { name: t.name, description: t.description ?? '' }])),
    ...specsForEdit(specsOf, skus),
  };
}

/**
 * The stored specifications as the form edits them: names and value labels per language, values keyed by
 * their position ('0', '1', …: new values get other keys in the form), each SKU naming its values' keys.
 */
function specsForEdit(specsOf: Map<string, SpecDimension[]>, skus: { id: number; spec_values: string; stock: number; price: number | null }[]) {
  const dimensions = specsOf.get('zh') ?? [...specsOf.values()][0] ?? [];
  const specs = dimensions.map((d, i) => ({
    names: Object.fromEntries([...specsOf].map(([locale, dims]) => [locale, dims[i]?.name ?? ''])),
    values: d.values.map((_, j) => ({ key: String(j), labels: Object.fromEntries([...specsOf].map(([locale, dims]) => [locale, dims[i]?.values[j] ?? ''])) })),
  }));
  return {
    specs,
    skus: skus.map((s) => ({ id: s.id, values: (JSON.parse(s.spec_values) as number[]).map(String), stock: s.stock, price: s.price })),
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
