import { type Kysely } from 'kysely';

/**
 * The operator curates the catalogue from the console (decision 069): a category or brand can be hidden (it
 * leaves the shop's menus and filters, its goods stay reachable), and each home shelf (hot, new, recommended)
 * shows its goods in the order the operator gave them. Goods join a shelf by their flag, as before; a goods
 * flagged without a position follows the placed ones in the shelf's old order (newest or best selling).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('categories').addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('brands').addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema
    .createTable('home_shelf_positions')
    .addColumn('shelf', 'varchar(20)', (c) => c.notNull())
    .addColumn('goods_id', 'integer', (c) => c.notNull().references('goods.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('home_shelf_positions_pk', ['shelf', 'goods_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('home_shelf_positions').execute();
  await db.schema.alterTable('brands').dropColumn('hidden').execute();
  await db.schema.alterTable('categories').dropColumn('hidden').execute();
}
