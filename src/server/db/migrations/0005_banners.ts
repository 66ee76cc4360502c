import { sql, type Kysely } from 'kysely';
import { autoId } from './helpers.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('banners')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('image', 'varchar(300)', (c) => c.notNull())
    // The picture's own size, so the page reserves its box before it loads.
    .addColumn('width', 'integer', (c) => c.notNull().check(sql`width > 0`))
    .addColumn('height', 'integer', (c) => c.notNull().check(sql`height > 0`))
    // An unprefixed shop path ('/goods/list?sort=latest'); each page adds its locale prefix.
    .addColumn('link', 'varchar(300)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('banners_active').on('banners').columns(['active', 'sort', 'id']).execute();

  await db.schema
    .createTable('banner_texts')
    .addColumn('banner_id', 'integer', (c) => c.notNull().references('banners.id').onDelete('cascade'))
    .addColumn('locale', 'varchar(8)', (c) => c.notNull())
    .addColumn('title', 'varchar(120)', (c) => c.notNull())
    .addColumn('subtitle', 'varchar(300)')
    .addPrimaryKeyConstraint('banner_texts_pk', ['banner_id', 'locale'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('banner_texts').execute();
  await db.schema.dropTable('banners').execute();
}
