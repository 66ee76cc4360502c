import { sql, type Kysely } from 'kysely';
import { autoId } from './helpers.ts';

/**
 * After-sales per order line (issue 34, decision 104): each request of a member for one line, a refund only or a
 * return and refund, with its reason, pictures and note, the shop's decision, the parcel sent back and the refund.
 * At most one open request per line (a partial unique index: parallel applications for a line are one request).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('after_sales')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('order_item_id', 'integer', (c) => c.notNull().references('order_items.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    // refund | return
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('images', 'text', (c) => c.notNull().defaultTo(''))
    // requested | approved | returning | refunded | refused | cancelled
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('refuse_reason', 'text')
    .addColumn('carrier', 'text')
    .addColumn('tracking_no', 'text')
    .addColumn('refund_amount', 'integer')
    .addColumn('decided_by', 'text')
    .addColumn('decided_at', 'text')
    .addColumn('shipped_back_at', 'text')
    .addColumn('finished_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('after_sales_member').on('after_sales').columns(['member_id', 'id']).execute();
  await db.schema.createIndex('after_sales_status').on('after_sales').columns(['status', 'id']).execute();
  await db.schema
    .createIndex('after_sales_open_line')
    .on('after_sales')
    .column('order_item_id')
    .unique()
    .where(sql.ref('status'), 'in', sql`('requested', 'approved', 'returning')`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('after_sales').execute();
}
