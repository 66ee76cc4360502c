import { sql, type Kysely } from 'kysely';
import { autoId } from './helpers.ts';

const time = 'varchar(32)';
const money = 'bigint';

/** The balance ledger and orders with their items and timeline. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('balance_ledger')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    // Signed: credits positive, debits negative. The member's balance is the sum of these.
    .addColumn('amount', money, (c) => c.notNull())
    .addColumn('balance_after', money, (c) => c.notNull().check(sql`balance_after >= 0`))
    .addColumn('order_no', 'varchar(32)')
    .addColumn('ref', 'varchar(64)')
    .addColumn('note', 'varchar(200)')
    .addColumn('created_at', time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('balance_ledger_member').on('balance_ledger').columns(['member_id', 'id']).execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('order_no', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('request_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('goods_amount', money, (c) => c.notNull())
    .addColumn('freight', money, (c) => c.notNull())
    .addColumn('pay_amount', money, (c) => c.notNull())
    .addColumn('buyer_message', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('consignee', 'varchar(40)', (c) => c.notNull())
    .addColumn('mobile', 'varchar(20)', (c) => c.notNull())
    .addColumn('province_code', 'varchar(6)', (c) => c.notNull())
    .addColumn('region', 'varchar(120)', (c) => c.notNull())
    .addColumn('address', 'varchar(200)', (c) => c.notNull())
    .addColumn('cancel_reason', 'varchar(200)')
    .addColumn('refund_reason', 'varchar(200)')
    .addColumn('carrier', 'varchar(60)')
    .addColumn('tracking_no', 'varchar(60)')
    .addColumn('pay_deadline', time, (c) => c.notNull())
    .addColumn('paid_at', time)
    .addColumn('shipped_at', time)
    .addColumn('received_at', time)
    .addColumn('finished_at', time)
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('updated_at', time, (c) => c.notNull())
    .execute();
  // The same requestId from one member is one order, however often it arrives.
  await db.schema.createIndex('orders_request').on('orders').columns(['member_id', 'request_id']).unique().execute();
  await db.schema.createIndex('orders_member_status').on('orders').columns(['member_id', 'status', 'id']).execute();
  await db.schema.createIndex('orders_status_deadline').on('orders').columns(['status', 'pay_deadline']).execute();
  await db.schema.createIndex('orders_status_shipped').on('orders').columns(['status', 'shipped_at']).execute();

  await db.schema
    .createTable('order_items')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('goods_id', 'integer', (c) => c.notNull())
    .addColumn('sku_id', 'integer', (c) => c.notNull())
    // Snapshots in the buyer's language at the time: the goods may change or disappear later.
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('spec', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('image', 'varchar(300)', (c) => c.notNull())
    .addColumn('unit_price', money, (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('amount', money, (c) => c.notNull())
    .addColumn('reviewed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('order_items_order').on('order_items').column('order_id').execute();

  await db.schema
    .createTable('order_events')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(24)', (c) => c.notNull())
    .addColumn('detail', 'varchar(300)')
    .addColumn('actor', 'varchar(40)', (c) => c.notNull())
    .addColumn('created_at', time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_events_order').on('order_events').columns(['order_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['order_events', 'order_items', 'orders', 'balance_ledger']) {
    await db.schema.dropTable(table).execute();
  }
}
