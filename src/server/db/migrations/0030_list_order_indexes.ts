import { type Kysely } from 'kysely';

/**
 * Every goods list order served by an index whatever the filter (decision 087). The four order indexes of
 * migration 0004 also hold the category and the brand, so a list of a category with its children, or of a brand
 * the category index cannot narrow, walks the order's index and checks both there, without reading a goods row;
 * and each order gets an index per category and per brand, so one category or one brand pages in order from its
 * own entries. Before, page 100 of a category in price order read tens of thousands of goods rows (0.2-0.3 s at
 * 100,000 goods); now it reads about 2,000 index entries.
 */
const ORDERS = [
  ['default', ['id']],
  ['sales', ['sales', 'id']],
  ['price', ['member_pays', 'id']],
  ['latest', ['created_at', 'id']],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, order] of ORDERS) {
    await db.schema.dropIndex(`goods_${name}`).execute();
    await db.schema.createIndex(`goods_${name}`).on('goods').columns(['on_shelf', ...order, 'category_id', 'brand_id']).execute();
    if (name === 'default') continue;
    await db.schema.createIndex(`goods_category_${name}`).on('goods').columns(['category_id', 'on_shelf', ...order]).execute();
    await db.schema.createIndex(`goods_brand_${name}`).on('goods').columns(['brand_id', 'on_shelf', ...order]).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name, order] of ORDERS) {
    if (name !== 'default') {
      await db.schema.dropIndex(`goods_category_${name}`).execute();
      await db.schema.dropIndex(`goods_brand_${name}`).execute();
    }
    await db.schema.dropIndex(`goods_${name}`).execute();
    await db.schema.createIndex(`goods_${name}`).on('goods').columns(['on_shelf', ...order]).execute();
  }
}
