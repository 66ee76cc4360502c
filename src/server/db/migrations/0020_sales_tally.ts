import { type Kysely } from 'kysely';
import { autoId } from './helpers.ts';

/**
 * Sales are tallied, not counted in place: a payment or refund adds a row of units per goods here, and a job
 * adds the rows to goods.sales every few seconds (decision 055). Payments of popular goods thus no longer
 * queue for the goods row until they commit.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sales_tally')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('goods_id', 'integer', (c) => c.notNull())
    // Units sold (positive) or taken back by a refund (negative).
    .addColumn('units', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sales_tally').execute();
}
