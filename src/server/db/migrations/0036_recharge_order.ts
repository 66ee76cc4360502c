import type { Kysely } from 'kysely';

/**
 * A top-up may be started for one unpaid order (issue 34 item 5, decision 101): `recharges.order_no` names it, and
 * the provider's notice credits the balance and pays that order in one transaction. Null for a plain top-up.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('recharges').addColumn('order_no', 'text').execute();
  await db.schema.createIndex('recharges_order_no').on('recharges').column('order_no').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('recharges_order_no').execute();
  await db.schema.alterTable('recharges').dropColumn('order_no').execute();
}
