import { type Kysely } from 'kysely';
import { memberPaysFrom } from '../../../lib/pricing.ts';

/**
 * Goods cards say "from ¥34.90" when a goods' SKUs cost members different amounts (issue 34, decision 102):
 * `goods.member_pays_from` keeps the lowest, written with the goods' SKUs (goodsColumns), null when every SKU costs
 * the same. Goods stored before get theirs here, from their SKUs' own prices. "Sort by price" orders by the price a
 * card shows, `price_order` (the "from" price, else what a member pays), through the price indexes of 0030, rebuilt
 * on it.
 */

/** The price indexes of migration 0030, by name, with the columns before the price. */
const PRICE_INDEXES = [
  ['goods_price', ['on_shelf'], ['category_id', 'brand_id']],
  ['goods_category_price', ['category_id', 'on_shelf'], []],
  ['goods_brand_price', ['brand_id', 'on_shelf'], []],
] as const;

async function priceIndexesOn(db: Kysely<unknown>, column: string): Promise<void> {
  for (const [name, before, after] of PRICE_INDEXES) {
    await db.schema.dropIndex(name).execute();
    await db.schema.createIndex(name).on('goods').columns([...before, column, 'id', ...after]).execute();
  }
}

interface Tables {
  goods: { id: number; price: number; market_price: number; sale_price: number | null; member_price: number | null; member_pays: number; member_pays_from: number | null; price_order: number };
  skus: { goods_id: number; price: number | null; market_price: number | null; sale_price: number | null; member_price: number | null };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('goods').addColumn('member_pays_from', 'integer').execute();
  const tables = db as unknown as Kysely<Tables>;
  const priced = await tables.selectFrom('skus').select('goods_id').distinct().where((eb) => eb.or([eb('price', 'is not', null), eb('market_price', 'is not', null), eb('sale_price', 'is not', null), eb('member_price', 'is not', null)])).execute();
  for (const { goods_id: id } of priced) {
    const goods = await tables.selectFrom('goods').select(['price', 'market_price', 'sale_price', 'member_price']).where('id', '=', id).executeTakeFirst();
    if (!goods) continue;
    const skus = await tables.selectFrom('skus').select(['price', 'market_price', 'sale_price', 'member_price']).where('goods_id', '=', id).execute();
    const from = memberPaysFrom(
      { price: Number(goods.price), marketPrice: Number(goods.market_price), salePrice: goods.sale_price === null ? null : Number(goods.sale_price), memberPrice: goods.member_price === null ? null : Number(goods.member_price) },
      skus.map((s) => ({ price: num(s.price), marketPrice: num(s.market_price), salePrice: num(s.sale_price), memberPrice: num(s.member_price) })),
    );
    if (from !== null) await tables.updateTable('goods').set({ member_pays_from: from }).where('id', '=', id).execute();
  }
  await db.schema.alterTable('goods').addColumn('price_order', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await tables.updateTable('goods').set((eb) => ({ price_order: eb.fn.coalesce('member_pays_from', 'member_pays') })).execute();
  await priceIndexesOn(db, 'price_order');
}

const num = (v: number | null) => (v === null ? null : Number(v));

export async function down(db: Kysely<unknown>): Promise<void> {
  await priceIndexesOn(db, 'member_pays');
  await db.schema.alterTable('goods').dropColumn('price_order').execute();
  await db.schema.alterTable('goods').dropColumn('member_pays_from').execute();
}
