import type { Kysely } from 'kysely';
import { autoId } from './helpers.ts';

const time = 'varchar(32)';
const money = 'bigint';

/** Top-ups through a payment provider, the callbacks providers sent, and the sandbox provider's own records. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('recharges')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('recharge_no', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('amount', money, (c) => c.notNull())
    .addColumn('bonus', money, (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('provider', 'varchar(24)', (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('provider_ref', 'varchar(80)')
    .addColumn('expires_at', time, (c) => c.notNull())
    .addColumn('paid_at', time)
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('updated_at', time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('recharges_member').on('recharges').columns(['member_id', 'id']).execute();
  await db.schema.createIndex('recharges_status').on('recharges').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('payment_callbacks')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('provider', 'varchar(24)', (c) => c.notNull())
    .addColumn('recharge_no', 'varchar(40)')
    .addColumn('outcome', 'varchar(12)', (c) => c.notNull())
    .addColumn('reason', 'varchar(200)')
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payment_callbacks_recharge').on('payment_callbacks').columns(['recharge_no', 'id']).execute();

  await db.schema
    .createTable('sandbox_payments')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('merchant_ref', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('amount', money, (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('subject', 'varchar(120)', (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('notify_url', 'varchar(300)', (c) => c.notNull())
    .addColumn('return_url', 'varchar(300)', (c) => c.notNull())
    .addColumn('locale', 'varchar(8)', (c) => c.notNull())
    .addColumn('expires_at', time, (c) => c.notNull())
    .addColumn('decided_at', time)
    .addColumn('created_at', time, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['sandbox_payments', 'payment_callbacks', 'recharges']) {
    await db.schema.dropTable(table).execute();
  }
}
