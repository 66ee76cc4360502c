import { sql, type Kysely } from 'kysely';
import { autoId, isPostgres } from './helpers.ts';

const time = 'varchar(32)';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('categories')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('parent_id', 'integer', (c) => c.references('categories.id'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('icon', 'varchar(300)')
    .execute();
  await db.schema
    .createTable('category_names')
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('cascade'))
    .addColumn('locale', 'varchar(8)', (c) => c.notNull())
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    .addPrimaryKeyConstraint('category_names_pk', ['category_id', 'locale'])
    .execute();

  await db.schema
    .createTable('brands')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('logo', 'varchar(300)')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('brand_names')
    .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id').onDelete('cascade'))
    .addColumn('locale', 'varchar(8)', (c) => c.notNull())
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    .addColumn('story', 'text')
    .addPrimaryKeyConstraint('brand_names_pk', ['brand_id', 'locale'])
    .execute();

  await db.schema
    .createTable('goods')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('item_no', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('brand_id', 'integer', (c) => c.references('brands.id'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
    // Money in fen. member_pays is the lowest of price, sale and member price: what "sort by price" orders by.
    .addColumn('price', 'integer', (c) => c.notNull().check(sql`price > 0`))
    .addColumn('market_price', 'integer', (c) => c.notNull())
    .addColumn('sale_price', 'integer')
    .addColumn('member_price', 'integer')
    .addColumn('member_pays', 'integer', (c) => c.notNull())
    .addColumn('sales', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('free_shipping', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('self_operated', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('on_shelf', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('services', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('images', 'text', (c) => c.notNull())
    .addColumn('flags', 'varchar(60)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('updated_at', time, (c) => c.notNull())
    .execute();
  // One index per list order, each led by the shelf flag every list filters on; ids break ties.
  for (const [name, cols] of [
    ['goods_default', ['on_shelf', 'id']],
    ['goods_sales', ['on_shelf', 'sales', 'id']],
    ['goods_price', ['on_shelf', 'member_pays', 'id']],
    ['goods_latest', ['on_shelf', 'created_at', 'id']],
    ['goods_category', ['category_id', 'on_shelf', 'id']],
    ['goods_brand', ['brand_id', 'on_shelf', 'id']],
  ] as const) {
    await db.schema.createIndex(name).on('goods').columns([...cols]).execute();
  }

  await db.schema
    .createTable('goods_i18n')
    .addColumn('goods_id', 'integer', (c) => c.notNull().references('goods.id').onDelete('cascade'))
    .addColumn('locale', 'varchar(8)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('description', 'text')
    // [{ name, values: [..] }]: the specification dimensions in this language; SKUs refer to value positions.
    .addColumn('specs', 'text', (c) => c.notNull().defaultTo('[]'))
    .addPrimaryKeyConstraint('goods_i18n_pk', ['goods_id', 'locale'])
    .execute();

  await db.schema
    .createTable('skus')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('goods_id', 'integer', (c) => c.notNull().references('goods.id').onDelete('cascade'))
    .addColumn('spec_values', 'varchar(60)', (c) => c.notNull())
    .addColumn('stock', 'integer', (c) => c.notNull().check(sql`stock >= 0`))
    .addColumn('price', 'integer')
    .execute();
  await db.schema.createIndex('skus_goods').on('skus').column('goods_id').execute();

  await db.schema
    .createTable('goods_collects')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('goods_id', 'integer', (c) => c.notNull().references('goods.id').onDelete('cascade'))
    .addColumn('created_at', time, (c) => c.notNull())
    .addPrimaryKeyConstraint('goods_collects_pk', ['member_id', 'goods_id'])
    .execute();

  await db.schema
    .createTable('footprints')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('goods_id', 'integer', (c) => c.notNull().references('goods.id').onDelete('cascade'))
    .addColumn('viewed_at', time, (c) => c.notNull())
    .addUniqueConstraint('footprints_member_goods', ['member_id', 'goods_id'])
    .execute();
  await db.schema.createIndex('footprints_recent').on('footprints').columns(['member_id', 'viewed_at']).execute();

  await db.schema
    .createTable('reviews')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('goods_id', 'integer', (c) => c.notNull().references('goods.id').onDelete('cascade'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('sku_label', 'varchar(200)')
    .addColumn('score', 'integer', (c) => c.notNull().check(sql`score between 1 and 5`))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('images', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('anonymous', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('follow_up', 'text')
    .addColumn('follow_up_images', 'text')
    .addColumn('follow_up_at', time)
    .addColumn('created_at', time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('reviews_goods').on('reviews').columns(['goods_id', 'id']).execute();

  // Search text per goods: every locale's name, the brand's names and the item number, in one column.
  if (isPostgres(db)) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await db.schema
      .createTable('goods_search')
      .addColumn('goods_id', 'integer', (c) => c.primaryKey().references('goods.id').onDelete('cascade'))
      .addColumn('body', 'text', (c) => c.notNull())
      .execute();
    await sql`create index goods_search_trgm on goods_search using gin (body gin_trgm_ops)`.execute(db);
  } else {
    await sql`create virtual table goods_search using fts5(goods_id unindexed, body, tokenize = 'trigram case_sensitive 0')`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['goods_search', 'reviews', 'footprints', 'goods_collects', 'skus', 'goods_i18n', 'goods', 'brand_names', 'brands', 'category_names', 'categories']) {
    await db.schema.dropTable(table).execute();
  }
}
