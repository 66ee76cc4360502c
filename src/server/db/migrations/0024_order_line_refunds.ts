import { type Kysely } from 'kysely';

/**
 * An order can be refunded line by line from the console (decision 068): each line keeps when it was refunded and
 * how many fen went back for it, so a line is never refunded twice and the rest of the order (a later whole refund,
 * a member's refund or an approved request) gives back only what is left. Lines of orders refunded before this
 * carry nulls; their order's state says they were refunded.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_items').addColumn('refunded_at', 'varchar(32)').execute();
  await db.schema.alterTable('order_items').addColumn('refund_amount', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_items').dropColumn('refund_amount').execute();
  await db.schema.alterTable('order_items').dropColumn('refunded_at').execute();
}
