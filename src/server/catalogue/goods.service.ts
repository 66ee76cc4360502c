import type { Dialect } from '../db/database.ts';
import type { DbPool } from '../db/schema.ts';
import { NotFoundError } from '../errors.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { GoodsCard, GoodsListQuery, Page } from '../../lib/schemas/goods.ts';
import { descendantIds, listCategories } from './category.service.ts';
import { findGoodsPage, goodsByIds, localizedGoods, type GoodsRow } from './goods.repository.ts';
import { guestPays, savings } from '../../lib/pricing.ts';
import type { SpecDimension } from './catalogue.write.ts';

export interface CatalogueDeps {
  db: DbPool;
  dialect: Dialect;
}

export function toCard(row: GoodsRow): GoodsCard {
  const images = JSON.parse(row.images) as string[];
  return {
    id: row.id,
    name: row.name ?? row.item_no,
    image: images[0] ?? '',
    price: row.price,
    marketPrice: row.market_price,
    salePrice: row.sale_price,
    memberPrice: row.member_price,
    memberPays: row.member_pays,
    sales: row.sales,
    freeShipping: row.free_shipping === 1,
    selfOperated: row.self_operated === 1,
    brandName: row.brand_name,
  };
}

export async function listGoods(deps: CatalogueDeps, locale: Locale, q: GoodsListQuery): Promise<Page<GoodsCard>> {
  const categoryIds = q.categoryId ? descendantIds(await listCategories(deps.db, locale), q.categoryId) : undefined;
  const { ids, total } = await findGoodsPage(deps.db, deps.dialect, { ...q, categoryIds });
  const rows = await goodsByIds(deps.db, locale, ids);
  return { list: rows.map(toCard), total, page: q.page, pageSize: q.pageSize };
}

export async function goodsWithFlag(deps: CatalogueDeps, locale: Locale, flag: 'hot' | 'new' | 'recommended', limit: number): Promise<GoodsCard[]> {
  const rows = await localizedGoods(deps.db, locale)
    .where('g.on_shelf', '=', 1)
    .where('g.flags', 'like', `%${flag}%`)
    .orderBy(flag === 'new' ? 'g.created_at' : 'g.sales', 'desc')
    .orderBy('g.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toCard);
}

export interface GoodsDetail extends GoodsCard {
  itemNo: string;
  images: string[];
  description: string | null;
  services: string[];
  categoryId: number;
  brandId: number | null;
  guestPays: number;
  savings: number;
  specs: SpecDimension[];
  skus: { id: number; values: number[]; stock: number; price: number | null }[];
  stock: number;
}

/** An on-shelf goods in the asked language (names, description and specs each fall back to en, then zh). */
export async function goodsDetail(deps: CatalogueDeps, locale: Locale, id: number): Promise<GoodsDetail> {
  const fallbacks = [locale, 'en', 'zh'] as const;
  // One round of queries, not two: a goods asked for is almost always there.
  const [row, texts, skus] = await Promise.all([
    localizedGoods(deps.db, locale).where('g.id', '=', id).where('g.on_shelf', '=', 1).executeTakeFirst(),
    deps.db.selectFrom('goods_i18n').select(['locale', 'description', 'specs']).where('goods_id', '=', id).where('locale', 'in', fallbacks).execute(),
    deps.db.selectFrom('skus').select(['id', 'spec_values', 'stock', 'price']).where('goods_id', '=', id).orderBy('id').execute(),
  ]);
  if (!row) throw new NotFoundError('goods.notFound');
  const pick = <T>(get: (t: (typeof texts)[number]) => T | null) =>
    fallbacks.map((l) => texts.find((t) => t.locale === l)).map((t) => (t ? get(t) : null)).find((v) => v !== null) ?? null;
  const card = toCard(row);
  return {
    ...card,
    itemNo: row.item_no,
    images: JSON.parse(row.images) as string[],
    description: pick((t) => t.description),
    services: row.services ? row.services.split(',') : [],
    categoryId: row.category_id,
    brandId: row.brand_id,
    guestPays: guestPays(card),
    savings: savings(card),
    specs: JSON.parse(pick((t) => (t.specs === '[]' ? null : t.specs)) ?? '[]') as SpecDimension[],
    skus: skus.map((s) => ({ id: s.id, values: JSON.parse(s.spec_values) as number[], stock: s.stock, price: s.price })),
    stock: skus.reduce((n, s) => n + s.stock, 0),
  };
}
