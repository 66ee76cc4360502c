import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operator, type Operator } from './admin-fixture.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { balanceOf, buyer, goodsWithStock, PAY_PWD, submit, type Buyer } from './order-fixture.ts';
import { shipOrder } from '../../src/server/orders/operator.service.ts';

/**
 * After-sales per order line (issue 34, decision 104): a refund only before receipt, a return and refund after it
 * within its days; the shop approves, refuses, confirms the parcel back; the money lands on the balance once, even
 * when requests race.
 */
let ctx: TestContext;
let staff: Operator;
beforeAll(async () => {
  ctx = await createTestContext({ TRUST_PROXY: 'true', REGISTER_MAX_PER_IP_HOUR: '10000', CODE_MAX_PER_IP_DAY: '10000' });
  staff = await operator(ctx, 'staff');
});
afterAll(() => ctx.close());

interface View {
  id: number;
  status: string;
  type: string;
  reasonLabel: string;
  refuseReason: string | null;
  refundAmount: number | null;
  amount: number;
}

async function order(b: Buyer, opts: { received?: boolean; services?: string } = {}) {
  const g = await goodsWithStock(ctx, 10);
  if (opts.services !== undefined) await ctx.db.kysely.updateTable('goods').set({ services: opts.services }).where('id', '=', g.goodsId).execute();
  const { orderNo } = (await submit(ctx, b, [{ skuId: g.skuId, quantity: 1 }])).body.data;
  expect((await ctx.call('POST', '/api/order/pay', { json: { orderNo, payPwd: PAY_PWD }, headers: b.headers })).body.code).toBe(200);
  if (opts.received) {
    await shipOrder(ctx.db.kysely, {}, orderNo, 'SF', 'SF12345');
    expect((await ctx.call('POST', '/api/order/confirmReceipt', { json: { orderNo }, headers: b.headers })).body.code).toBe(200);
  }
  const item = await ctx.db.kysely.selectFrom('order_items as i').innerJoin('orders as o', 'o.id', 'i.order_id').select(['i.id', 'o.pay_amount']).where('o.order_no', '=', orderNo).executeTakeFirstOrThrow();
  // The order's only line: its refund takes the freight with it (decision 068), so it returns all that was paid.
  return { orderNo, itemId: item.id, amount: Number(item.pay_amount) };
}

const apply = (b: Buyer, body: object) => ctx.call<View>('POST', '/api/after-sales/apply', { json: body, headers: b.headers });
const admin = (path: string, body: object = {}) => ctx.call<View>('POST', `/api/admin/after-sales/${path}`, { json: body, headers: { ...staff.headers, lang: 'en' } });

describe(`after-sales (${TEST_DIALECT})`, () => {
  it('lists the reasons of each type in the reader language', async () => {
    const res = await ctx.call<{ key: string; label: string }[]>('GET', '/api/after-sales/reasons?type=return', { headers: { lang: 'en' } });
    expect(res.body.data.map((r) => r.key)).toEqual(['noLongerWanted', 'notAsDescribed', 'damaged', 'wrongItem', 'qualityProblem', 'other']);
    expect(res.body.data[2]!.label).toBe('Arrived damaged');
    expect((await ctx.call('GET', '/api/after-sales/reasons?type=swap', { headers: { lang: 'en' } })).body).toMatchObject({ code: -1, msg: 'Choose what you are asking for.' });
  });

  it('a refund before shipping: twenty parallel applications are one request; approved, the line is refunded to the balance once', async () => {
    const b = await buyer(ctx);
    const { itemId, amount } = await order(b);
    const burst = await Promise.all(Array.from({ length: 20 }, () => apply(b, { orderItemId: itemId, type: 'refund', reason: 'wrongSpec', note: 'Wrong size' })));
    expect(burst.every((r) => r.status < 500 && r.body.code === 200)).toBe(true);
    expect(new Set(burst.map((r) => r.body.data.id)).size).toBe(1);
    const id = burst[0]!.body.data.id;
    expect(burst[0]!.body.data).toMatchObject({ status: 'requested', type: 'refund', reasonLabel: 'Ordered the wrong option' });

    const before = await balanceOf(ctx, b.id);
    const approvals = await Promise.all(Array.from({ length: 10 }, () => admin(`${id}/approve`)));
    expect(approvals.filter((r) => r.body.code === 0)).toHaveLength(1);
    expect(approvals.every((r) => r.status < 500)).toBe(true);
    expect(await balanceOf(ctx, b.id)).toBe(before + amount);
    const mine = await ctx.call<{ list: View[] }>('GET', '/api/after-sales/list', { headers: b.headers });
    expect(mine.body.data.list[0]).toMatchObject({ id, status: 'refunded', refundAmount: amount });
    // A refunded line is not asked about again.
    expect((await apply(b, { orderItemId: itemId, type: 'refund', reason: 'other' })).body.code).toBe(-1);
  });

  it('a return after receipt: the type must fit, the period counts, the parcel comes back, then the refund', async () => {
    const b = await buyer(ctx);
    const { orderNo, itemId, amount } = await order(b, { received: true, services: 'genuine' });
    expect((await apply(b, { orderItemId: itemId, type: 'refund', reason: 'notReceived' })).body.msg).toBe('You have received this: ask for a return and refund.');
    // No seven-day promise on these goods: "no longer wanted" is not a reason to return them.
    expect((await apply(b, { orderItemId: itemId, type: 'return', reason: 'noLongerWanted' })).body.msg).toBe('The return period for this reason has passed.');
    await ctx.db.kysely.updateTable('orders').set({ received_at: new Date(Date.now() - 20 * 86_400_000).toISOString() }).where('order_no', '=', orderNo).execute();
    const applied = await apply(b, { orderItemId: itemId, type: 'return', reason: 'damaged', note: 'Cracked cap' });
    expect(applied.body).toMatchObject({ code: 200, data: { status: 'requested', type: 'return' } });
    const id = applied.body.data.id;

    expect((await admin(`${id}/approve`)).body.data.status).toBe('approved');
    const bad = await ctx.call('POST', '/api/after-sales/ship-back', { json: { id, carrier: 'SF', trackingNo: '#' }, headers: b.headers });
    expect(bad.body).toMatchObject({ code: -1, msg: 'The tracking number is 4–40 letters or digits.' });
    const shipped = await ctx.call<View>('POST', '/api/after-sales/ship-back', { json: { id, carrier: 'SF Express', trackingNo: 'SF998877' }, headers: b.headers });
    expect(shipped.body.data.status).toBe('returning');
    // Nothing to withdraw once the parcel is on its way back.
    expect((await ctx.call('POST', '/api/after-sales/cancel', { json: { id }, headers: b.headers })).body.code).toBe(-1);

    const before = await balanceOf(ctx, b.id);
    expect((await admin(`${id}/receive`)).body.data).toMatchObject({ status: 'refunded', refundAmount: amount });
    expect(await balanceOf(ctx, b.id)).toBe(before + amount);
    const ledger = await ctx.db.kysely.selectFrom('balance_ledger').select(['type', 'amount']).where('member_id', '=', b.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(ledger).toMatchObject({ type: 'refund', amount });
  });

  it('seven-day goods take "no longer wanted" within seven days of receipt, not after', async () => {
    const b = await buyer(ctx);
    const fresh = await order(b, { received: true, services: 'returns7' });
    expect((await apply(b, { orderItemId: fresh.itemId, type: 'return', reason: 'noLongerWanted' })).body.code).toBe(200);
    const old = await order(b, { received: true, services: 'returns7' });
    await ctx.db.kysely.updateTable('orders').set({ received_at: new Date(Date.now() - 8 * 86_400_000).toISOString() }).where('order_no', '=', old.orderNo).execute();
    expect((await apply(b, { orderItemId: old.itemId, type: 'return', reason: 'noLongerWanted' })).body.msg).toBe('The return period for this reason has passed.');
  });

  it('approve racing cancel: one wins, and money moves only if the approval won', async () => {
    for (let round = 0; round < 3; round += 1) {
      const b = await buyer(ctx);
      const { itemId, amount } = await order(b);
      const id = (await apply(b, { orderItemId: itemId, type: 'refund', reason: 'other', note: 'changed my mind' })).body.data.id;
      const before = await balanceOf(ctx, b.id);
      const [approved, cancelled] = await Promise.all([admin(`${id}/approve`), ctx.call('POST', '/api/after-sales/cancel', { json: { id }, headers: b.headers })]);
      expect(approved.status).toBeLessThan(500);
      expect(cancelled.status).toBeLessThan(500);
      const won = [approved.body.code === 0, cancelled.body.code === 200].filter(Boolean);
      expect(won).toHaveLength(1);
      expect(await balanceOf(ctx, b.id)).toBe(approved.body.code === 0 ? before + amount : before);
    }
  });

  it('the shop refuses with a reason from its list, read in the member language', async () => {
    const b = await buyer(ctx);
    const { itemId } = await order(b, { received: true });
    const id = (await apply(b, { orderItemId: itemId, type: 'return', reason: 'qualityProblem' })).body.data.id;
    expect((await admin(`${id}/refuse`, { reason: 'other' })).body.code).not.toBe(0);
    expect((await admin(`${id}/refuse`, { reason: 'usedOrDamaged', note: 'Seal broken' })).body.data.status).toBe('refused');
    const detail = await ctx.call<View>('GET', `/api/after-sales/detail?id=${id}`, { headers: { ...b.headers, lang: 'en' } });
    expect(detail.body.data.refuseReason).toContain('Seal broken');
    // A refused line may be asked about again.
    expect((await apply(b, { orderItemId: itemId, type: 'return', reason: 'damaged' })).body.data.id).not.toBe(id);
  });

  it('refuses bad input and other members without a 5xx', async () => {
    const b = await buyer(ctx);
    const other = await buyer(ctx);
    const { itemId } = await order(b);
    for (const body of [{}, { orderItemId: 'x', type: 'refund', reason: 'other' }, { orderItemId: itemId, type: 'refund', reason: 'damaged' }, { orderItemId: itemId, type: 'refund', reason: 'other', images: ['/etc/passwd'] }, { orderItemId: itemId, type: 'refund', reason: 'other', images: Array(7).fill('/uploads/a.jpg') }, { orderItemId: itemId, type: 'refund', reason: 'other', note: 'x'.repeat(301) }, { orderItemId: itemId, type: 'refund', reason: 'other', images: ['/uploads/2026/01/not-mine.100x100.jpg'] }]) {
      const res = await apply(b, body);
      expect(res.status, JSON.stringify(body)).toBeLessThan(500);
      expect(res.body.code, JSON.stringify(body)).toBe(-1);
    }
    expect((await apply(other, { orderItemId: itemId, type: 'refund', reason: 'other' })).body.msg).toBe('This item is not in one of your orders.');
    const id = (await apply(b, { orderItemId: itemId, type: 'refund', reason: 'other' })).body.data.id;
    expect((await ctx.call('GET', `/api/after-sales/detail?id=${id}`, { headers: other.headers })).body.code).toBe(-1);
    expect((await ctx.call('POST', '/api/after-sales/cancel', { json: { id }, headers: other.headers })).body.code).toBe(-1);
    expect((await ctx.call('GET', '/api/after-sales/list')).body.code).toBe(403);
    expect((await admin('abc/approve')).status).toBeLessThan(500);
  });
});
