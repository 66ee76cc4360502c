import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operator, type Operator } from './admin-fixture.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { balanceOf, buyer, goodsWithStock, PAY_PWD, statusOf, stockOf, submit, type Buyer } from './order-fixture.ts';
import { runOps } from './run-ops.ts';

/**
 * The console refunds orders line by line (money back to the balance through the ledger, units back on the shelf
 * while nothing shipped), a line once only, a burst of identical requests once; corrects a shipment with its
 * before and after; and ships a CSV row by row.
 */

let ctx: TestContext;
let staff: Operator;
beforeAll(async () => {
  ctx = await createTestContext({ TRUST_PROXY: 'true', REGISTER_MAX_PER_IP_HOUR: '10000', CODE_MAX_PER_IP_DAY: '10000' });
  staff = await operator(ctx, 'staff');
});
afterAll(() => ctx.close());

const db = () => ctx.db.kysely;
const en = () => ({ ...staff.headers, lang: 'en' });

interface Detail {
  status: string;
  payAmount: number;
  freight: number;
  refundedAmount: number;
  actions: string[];
  carrier: string | null;
  carrierName: string | null;
  trackUrl: string | null;
  items: { id: number; name: string; amount: number; refundedAt: string | null; refundAmount: number | null }[];
  timeline: { kind: string; detail: string | null }[];
}

/** A paid order of two lines (two goods, 2 and 1 units); the buyer, the SKUs and the order's lines. */
async function paidOrder(b?: Buyer) {
  const member = b ?? (await buyer(ctx));
  const a = await goodsWithStock(ctx, 10);
  const c = await goodsWithStock(ctx, 10, { price: 5000, marketPrice: 6000 });
  const { orderNo } = (await submit(ctx, member, [{ skuId: a.skuId, quantity: 2 }, { skuId: c.skuId, quantity: 1 }])).body.data;
  const paid = await ctx.call('POST', '/api/order/pay', { json: { orderNo, payPwd: PAY_PWD }, headers: member.headers });
  expect(paid.body.code).toBe(200);
  const detail = await orderDetail(orderNo);
  return { member, orderNo, skuA: a.skuId, skuC: c.skuId, lines: detail.items, detail };
}

async function orderDetail(orderNo: string, lang = 'en') {
  const res = await ctx.call<Detail>('GET', `/api/admin/orders/${orderNo}`, { headers: { ...staff.headers, lang } });
  expect(res.body.code).toBe(0);
  return res.body.data;
}

const refund = (orderNo: string, json: unknown) => ctx.call<Detail>('POST', `/api/admin/orders/${orderNo}/refund`, { json, headers: en() });

const auditOf = (target: string) => db().selectFrom('audit_log').select(['action', 'detail', 'before_json', 'after_json']).where('target', '=', target).orderBy('id').execute();

describe(`console refunds by line (${TEST_DIALECT})`, () => {
  it('refunds one line of a paid order: its money and units back, the order goes on; the same line again is refused', async () => {
    const { member, orderNo, skuA, skuC, lines, detail } = await paidOrder();
    expect(detail.actions).toContain('refundLines');
    const before = await balanceOf(ctx, member.id);
    const [lineA, lineC] = lines;

    const res = await refund(orderNo, { lines: [{ orderItemId: lineC!.id }], reason: 'out of stock in the warehouse' });
    expect(res.body.code).toBe(0);
    expect(res.body.data.status).toBe('paid');
    expect(res.body.data.refundedAmount).toBe(5000);
    expect(res.body.data.items.find((i) => i.id === lineC!.id)).toMatchObject({ refundAmount: 5000 });
    expect(res.body.data.items.find((i) => i.id === lineA!.id)!.refundedAt).toBeNull();
    expect(await balanceOf(ctx, member.id)).toBe(before + 5000);
    expect(await stockOf(ctx, skuC)).toBe(10);
    expect(await stockOf(ctx, skuA)).toBe(8);
    const ledger = await db().selectFrom('balance_ledger').select(['type', 'amount']).where('order_no', '=', orderNo).where('type', '=', 'refund').execute();
    expect(ledger.map((l) => Number(l.amount))).toEqual([5000]);

    const again = await refund(orderNo, { lines: [{ orderItemId: lineC!.id }], reason: 'twice' });
    expect(again.body.code).toBe(-1);
    expect(again.body.msg).toMatch(/already been refunded/);
    const elsewhere = await refund(orderNo, { lines: [{ orderItemId: 999_999 }], reason: 'not ours' });
    expect(elsewhere.body).toMatchObject({ code: -1, msg: 'This line is not part of the order' });
    expect((await refund(orderNo, { lines: [{ orderItemId: lineA!.id }], reason: '' })).body).toMatchObject({ code: -1, msg: 'Please fill in this field' });

    // The member reads the step on the timeline; the console's audit log has the move with before and after.
    const shopper = await ctx.call<{ timeline: { kind: string }[]; items: { id: number; refunded: boolean }[] }>('GET', `/api/order/detail?orderNo=${orderNo}`, { headers: member.headers });
    expect(shopper.body.data.timeline.map((e) => e.kind)).toContain('refundLines');
    expect(shopper.body.data.items.filter((i) => i.refunded).map((i) => i.id)).toEqual([lineC!.id]);
    const audit = await auditOf(orderNo);
    expect(audit.map((a) => a.action)).toEqual(['order.refund.lines']);
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({ status: 'paid', refundedAmount: 5000, refundedLines: [lineC!.id] });
  });

  it('a burst of 20 identical refund requests refunds the line once', async () => {
    const { member, orderNo, skuC, lines } = await paidOrder();
    const before = await balanceOf(ctx, member.id);
    const body = { lines: [{ orderItemId: lines[1]!.id }], reason: 'damaged' };
    const answers = await Promise.all(Array.from({ length: 20 }, () => refund(orderNo, body)));
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(await balanceOf(ctx, member.id)).toBe(before + 5000);
    expect(await stockOf(ctx, skuC)).toBe(10);
    expect((await auditOf(orderNo)).length).toBe(1);
  });

  it('a burst of whole-order refunds returns exactly what was paid, once', async () => {
    const { member, orderNo, detail } = await paidOrder();
    const before = await balanceOf(ctx, member.id);
    const answers = await Promise.all(Array.from({ length: 20 }, () => refund(orderNo, { reason: 'shop error' })));
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
    expect(await balanceOf(ctx, member.id)).toBe(before + detail.payAmount);
    expect(await statusOf(ctx, orderNo)).toBe('refunded');
  });

  it('the last lines take the freight and end the order refunded; the whole of what was paid came back', async () => {
    const { member, orderNo, skuA, skuC, lines, detail } = await paidOrder();
    const before = await balanceOf(ctx, member.id);
    expect((await refund(orderNo, { lines: [{ orderItemId: lines[0]!.id }], reason: 'first' })).body.code).toBe(0);
    const rest = await refund(orderNo, { lines: [], reason: 'the rest' });
    expect(rest.body.code).toBe(0);
    expect(rest.body.data.status).toBe('refunded');
    expect(rest.body.data.refundedAmount).toBe(detail.payAmount);
    expect(await balanceOf(ctx, member.id)).toBe(before + detail.payAmount);
    expect([await stockOf(ctx, skuA), await stockOf(ctx, skuC)]).toEqual([10, 10]);
    expect(rest.body.data.timeline.map((e) => e.kind).slice(-2)).toEqual(['refundLines', 'operatorRefund']);
    expect((await refund(orderNo, { reason: 'again' })).body).toMatchObject({ code: -1, msg: 'Only a paid, shipped or received order can be refunded' });
  });

  it('a shipped order refunds a line without putting its units back; the member’s own refund later returns only the rest', async () => {
    const { member, orderNo, skuA, lines, detail } = await paidOrder();
    expect((await ctx.call('POST', `/api/admin/orders/${orderNo}/ship`, { json: { carrier: 'sf', trackingNo: 'SF100' }, headers: en() })).body.code).toBe(0);
    const before = await balanceOf(ctx, member.id);
    expect((await refund(orderNo, { lines: [{ orderItemId: lines[0]!.id }], reason: 'broken in transit' })).body.code).toBe(0);
    expect(await stockOf(ctx, skuA)).toBe(8);
    expect(await balanceOf(ctx, member.id)).toBe(before + lines[0]!.amount);
    // The member asks for the rest back and the operator approves: only what is left comes back.
    expect((await ctx.call('POST', '/api/order/refund', { json: { orderNo, reason: 'changed my mind' }, headers: member.headers })).body.code).toBe(200);
    expect((await ctx.call('POST', `/api/admin/orders/${orderNo}/approveRefund`, { json: {}, headers: en() })).body.code).toBe(0);
    expect(await balanceOf(ctx, member.id)).toBe(before + detail.payAmount);
    expect((await orderDetail(orderNo)).refundedAmount).toBe(detail.payAmount);
  });

  it('settles a refund request by refunding some lines: the order goes back to shipped, the rest stays the member’s', async () => {
    const { member, orderNo, skuA, lines } = await paidOrder();
    expect((await ctx.call('POST', `/api/admin/orders/${orderNo}/ship`, { json: { carrier: 'sf', trackingNo: 'SF300' }, headers: en() })).body.code).toBe(0);
    expect((await ctx.call('POST', '/api/order/refund', { json: { orderNo, reason: 'one bottle leaked' }, headers: member.headers })).body.code).toBe(200);
    expect((await orderDetail(orderNo)).actions).toContain('refundLines');
    const before = await balanceOf(ctx, member.id);
    // Twenty identical clicks: the line goes back once, the request is settled once.
    const burst = await Promise.all(Array.from({ length: 20 }, () => refund(orderNo, { lines: [{ orderItemId: lines[0]!.id }], reason: 'the leaked bottle' })));
    expect(burst.filter((r) => r.body.code === 0)).toHaveLength(1);
    expect(burst.every((r) => r.status < 500)).toBe(true);
    expect(await balanceOf(ctx, member.id)).toBe(before + lines[0]!.amount);
    expect(await stockOf(ctx, skuA)).toBe(8);
    const after = await orderDetail(orderNo);
    expect(after.status).toBe('shipped');
    expect(after.items.map((i) => i.refundedAt !== null)).toEqual([true, false]);
    expect(after.timeline.at(-1)).toMatchObject({ kind: 'refundLines', detail: 'the leaked bottle' });
    // The member may still ask for the rest; approving returns only what is left.
    expect((await ctx.call('POST', '/api/order/refund', { json: { orderNo, reason: 'the other one too' }, headers: member.headers })).body.code).toBe(200);
    expect((await ctx.call('POST', `/api/admin/orders/${orderNo}/approveRefund`, { json: {}, headers: en() })).body.code).toBe(0);
    expect((await orderDetail(orderNo)).refundedAmount).toBe((await orderDetail(orderNo)).payAmount);
  });

  it('a refund request on a received order, settled by one line, goes back to received', async () => {
    const { member, orderNo, lines } = await paidOrder();
    await ctx.call('POST', `/api/admin/orders/${orderNo}/ship`, { json: { carrier: 'sf', trackingNo: 'SF400' }, headers: en() });
    expect((await ctx.call('POST', '/api/order/confirmReceipt', { json: { orderNo }, headers: member.headers })).body.code).toBe(200);
    expect((await ctx.call('POST', '/api/order/refund', { json: { orderNo, reason: 'wrong colour' }, headers: member.headers })).body.code).toBe(200);
    expect((await refund(orderNo, { lines: [{ orderItemId: lines[1]!.id }], reason: 'wrong colour sent' })).body.code).toBe(0);
    expect(await statusOf(ctx, orderNo)).toBe('received');
  });

  it('refuses an unpaid order and cancels it from the console with its units back', async () => {
    const member = await buyer(ctx);
    const { skuId } = await goodsWithStock(ctx, 5);
    const { orderNo } = (await submit(ctx, member, [{ skuId, quantity: 2 }])).body.data;
    expect((await refund(orderNo, { reason: 'x' })).body).toMatchObject({ code: -1, msg: 'Only a paid, shipped or received order can be refunded' });
    expect(await stockOf(ctx, skuId)).toBe(3);
    expect((await ctx.call('POST', `/api/admin/orders/${orderNo}/close`, { json: { reason: 'buyerAsked', note: 'customer called' }, headers: en() })).body.code).toBe(0);
    expect(await statusOf(ctx, orderNo)).toBe('cancelled');
    expect(await stockOf(ctx, skuId)).toBe(5);
  });

  it('the terminal keeps refunding requests', async () => {
    const { member, orderNo, detail } = await paidOrder();
    await ctx.call('POST', `/api/admin/orders/${orderNo}/ship`, { json: { carrier: 'SF Express', trackingNo: 'SF200' }, headers: en() });
    await ctx.call('POST', '/api/order/refund', { json: { orderNo, reason: 'never arrived' }, headers: member.headers });
    const before = await balanceOf(ctx, member.id);
    await runOps(ctx, 'refund:approve', orderNo);
    expect(await balanceOf(ctx, member.id)).toBe(before + detail.payAmount);
  });
});

describe(`console shipments (${TEST_DIALECT})`, () => {
  it('stores the carrier from the list by its code and names it in the reader’s language with a tracking link', async () => {
    const { member, orderNo } = await paidOrder();
    expect((await ctx.call('POST', `/api/admin/orders/${orderNo}/ship`, { json: { carrier: 'SF Express', trackingNo: 'SF300' }, headers: en() })).body.code).toBe(0);
    const row = await db().selectFrom('orders').select('carrier').where('order_no', '=', orderNo).executeTakeFirstOrThrow();
    expect(row.carrier).toBe('sf');
    const zh = await ctx.call<{ logistics: { carrier: string; trackUrl: string } }>('GET', `/api/order/detail?orderNo=${orderNo}`, { headers: { ...member.headers, lang: 'zh' } });
    expect(zh.body.data.logistics).toMatchObject({ carrier: '顺丰速运', trackingNo: 'SF300' });
    expect(zh.body.data.logistics.trackUrl).toContain('SF300');
    const ja = await ctx.call<{ logistics: { carrier: string } }>('GET', `/api/order/detail?orderNo=${orderNo}`, { headers: { ...member.headers, lang: 'ja' } });
    expect(ja.body.data.logistics.carrier).toBe('SFエクスプレス');
  });

  it('corrects the carrier and tracking number of a shipped order, on the timeline and in the audit log with before and after', async () => {
    const { orderNo } = await paidOrder();
    const early = await ctx.call('POST', `/api/admin/orders/${orderNo}/correctShipment`, { json: { carrier: 'zto', trackingNo: 'ZT1' }, headers: en() });
    expect(early.body).toMatchObject({ code: -1, msg: "Only a shipped order's carrier and tracking number can be corrected" });
    await ctx.call('POST', `/api/admin/orders/${orderNo}/ship`, { json: { carrier: 'sf', trackingNo: 'SF400' }, headers: en() });
    const fixed = await ctx.call<Detail>('POST', `/api/admin/orders/${orderNo}/correctShipment`, { json: { carrier: 'zto', trackingNo: 'ZT400' }, headers: en() });
    expect(fixed.body.code).toBe(0);
    expect(fixed.body.data).toMatchObject({ carrier: 'zto', carrierName: 'ZTO Express', trackingNo: 'ZT400' });
    expect(fixed.body.data.timeline.at(-1)).toMatchObject({ kind: 'correctShipment', detail: 'ZTO Express ZT400' });
    const entry = (await auditOf(orderNo)).at(-1)!;
    expect(entry.action).toBe('order.shipment.correct');
    expect(JSON.parse(entry.before_json!)).toMatchObject({ carrier: 'sf', trackingNo: 'SF400' });
    expect(JSON.parse(entry.after_json!)).toMatchObject({ carrier: 'zto', trackingNo: 'ZT400' });
    const same = await ctx.call('POST', `/api/admin/orders/${orderNo}/correctShipment`, { json: { carrier: 'zto', trackingNo: 'ZT400' }, headers: en() });
    expect(same.body.code).toBe(-1);
  });

  it('names the order’s goods in the console’s language, not the buyer’s', async () => {
    const { orderNo } = await paidOrder();
    expect((await orderDetail(orderNo, 'en')).items[0]!.name).toBe('Scented Candle');
    expect((await orderDetail(orderNo, 'zh')).items[0]!.name).toBe('香薰蜡烛');
  });

  it('ships a CSV row by row: good rows ship, each bad row is refused with its reason and ships nothing', async () => {
    const one = await paidOrder();
    const two = await paidOrder();
    const unpaid = (await submit(ctx, one.member, [{ skuId: one.skuA, quantity: 1 }])).body.data.orderNo;
    const csv = [
      'orderNo,trackingNo,carrier',
      `${one.orderNo},SF500,SF Express`,
      `${two.orderNo},"ZT 500",zto`,
      `${two.orderNo},YT500,yto`,
      `${unpaid},YT501,yto`,
      `12345678901234,YT502,yto`,
      `${two.orderNo},`,
      'not an order,x',
      '',
    ].join('\n');
    const res = await ctx.call<{ line: number; orderNo: string; shipped: boolean; reason?: string }[]>('POST', '/api/admin/orders/batchShip', { json: { csv, carrier: '' }, headers: en() });
    expect(res.body.code).toBe(0);
    expect(res.body.data.map((r) => [r.line, r.shipped, r.reason ?? null])).toEqual([
      [2, true, null],
      [3, false, 'The tracking number may only contain letters, digits, underscores and hyphens'],
      [4, true, null],
      [5, false, 'This order is not waiting to be shipped (unpaid, shipped already or closed)'],
      [6, false, 'Order not found'],
      [7, false, 'This order number is in the file twice'],
      [8, false, 'Order not found'],
    ]);
    expect(await statusOf(ctx, one.orderNo)).toBe('shipped');
    expect(await statusOf(ctx, two.orderNo)).toBe('shipped');
    expect(await statusOf(ctx, unpaid)).toBe('pending_payment');
    const two_ = await db().selectFrom('orders').select(['carrier', 'tracking_no']).where('order_no', '=', two.orderNo).executeTakeFirstOrThrow();
    expect(two_).toEqual({ carrier: 'yto', tracking_no: 'YT500' });

    const empty = await ctx.call('POST', '/api/admin/orders/batchShip', { json: { csv: 'orderNo,trackingNo\n\n' }, headers: en() });
    expect(empty.body).toMatchObject({ code: -1, msg: 'The file holds no orders to ship' });
    const noCarrier = await ctx.call<{ shipped: boolean; reason: string }[]>('POST', '/api/admin/orders/batchShip', { json: { csv: `${unpaid}\tT1` }, headers: en() });
    expect(noCarrier.body.data).toEqual([{ line: 1, orderNo: unpaid, shipped: false, reason: 'Please choose a carrier from the list' }]);
  });
});

describe(`console order list (${TEST_DIALECT})`, () => {
  it('filters by the day placed and sorts by a column it offers; refuses another sort with a reason', async () => {
    const { orderNo } = await paidOrder();
    const list = (query: string) => ctx.call<{ list: { orderNo: string; payAmount: number }[]; total: number }>('GET', `/api/admin/orders?${query}`, { headers: en() });
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`q=${orderNo}&from=${today}&to=${today}`)).body.data.total).toBe(1);
    expect((await list(`q=${orderNo}&to=${today}T00:00:00Z`)).body.data.total).toBe(0);
    const byAmount = (await list('sort=payAmount&order=asc&pageSize=100')).body.data.list.map((o) => o.payAmount);
    expect(byAmount).toEqual([...byAmount].sort((a, b) => a - b));
    const refused = await list('sort=consignee');
    expect(refused.status).toBe(400);
  });
});
