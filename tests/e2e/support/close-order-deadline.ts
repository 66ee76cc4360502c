/**
 * Test-only: moves an unpaid order's payment deadline into the past, as if the shopper had stayed too long at the
 * payment provider. Run as `node tests/e2e/support/close-order-deadline.ts <order number>` with DATA_DIR set.
 */
import { boot } from '../../../src/server/boot.ts';

const [orderNo] = process.argv.slice(2);
if (!orderNo) throw new Error('usage: close-order-deadline.ts <orderNo>');
const { db } = await boot({ ...process.env, LOG_LEVEL: 'warn' });
try {
  const result = await db.kysely
    .updateTable('orders')
    .set({ pay_deadline: new Date(Date.now() - 1_000).toISOString() })
    .where('order_no', '=', orderNo)
    .where('status', '=', 'pending_payment')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new Error(`no unpaid order ${orderNo}`);
} finally {
  await db.close();
}
