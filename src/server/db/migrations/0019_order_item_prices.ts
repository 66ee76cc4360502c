import { type Kysely } from 'kysely';

/**
 * Order lines keep what their unit price was called when bought and the market price beside it, so the
 * order screens label a line exactly as the confirm page did (decision 052). `price_label` takes the
 * pricing rule's names ('member', 'price'); lines bought before this carry 'price', the plain "price"
 * that is true of any amount charged, and no market price, since the goods' prices then are not known.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('order_items')
    .addColumn('price_label', 'varchar(16)', (c) => c.notNull().defaultTo('price'))
    .execute();
  // Fen, only when it was above the unit price (struck through beside it); null otherwise.
  await db.schema.alterTable('order_items').addColumn('market_price', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_items').dropColumn('market_price').execute();
  await db.schema.alterTable('order_items').dropColumn('price_label').execute();
}
