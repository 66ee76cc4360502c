import { type Kysely } from 'kysely';

const COLUMNS = ['market_price', 'sale_price', 'member_price'] as const;

/**
 * A SKU's own market, sale and member prices (fen) and its own picture. Null follows the goods: its prices
 * scaled to the SKU price (src/lib/pricing.ts), its first picture.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of COLUMNS) await db.schema.alterTable('skus').addColumn(column, 'integer').execute();
  await db.schema.alterTable('skus').addColumn('picture', 'varchar(300)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('skus').dropColumn('picture').execute();
  for (const column of [...COLUMNS].reverse()) await db.schema.alterTable('skus').dropColumn(column).execute();
}
