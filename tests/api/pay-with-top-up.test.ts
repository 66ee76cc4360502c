import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../src/server/balance/ledger.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { lastMailTo } from './members.ts';
import { buyer, goodsWithStock, PAY_PWD, statusOf, submit, type Buyer } from './order-fixture.ts';
import { answerSandbox, callbackOutcomes, checkedBalance, rechargeRow, sendNotice } from './recharge-fixture.ts';

/** Paying an order with a top-up of its shortfall (decision 101): one provider payment credits the balance and pays the order. */

let ctx: TestContext;
let skuId: number;
beforeAll(async () => {
  ctx = await createTestContext({ REGISTER_MAX_PER_IP_HOUR: '10000', CODE_MAX_PER_IP_DAY: '10000' });
  ({ skuId } = await goodsWithStock(ctx, 1_000));
});
afterAll(() => ctx.close());

interface Started {
  rechargeNo: string;
  payUrl: string;
  amount: number;
}

const payWithTopUp = (b: Buyer, orderNo: string) => ctx.call<Started>('POST', '/api/order/payWithTopUp', { json: { orderNo }, headers: b.headers });

/** A member with `balance` fen and one unpaid order; answers the order's number and amount. */
async function unpaidOrder(balance: number) {
  const b = await buyer(ctx, balance);
  const submitted = await submit(ctx, b, [{ skuId, quantity: 1 }]);
  const { orderNo } = submitted.body.data;
  const order = await ctx.db.kysely.selectFrom('orders').select(['pay_amount', 'id']).where('order_no', '=', orderNo).executeTakeFirstOrThrow();
  return { b, orderNo, orderId: order.id, payAmount: Number(order.pay_amount) };
}

async function started(b: Buyer, orderNo: string): Promise<Started> {
  const res = await payWithTopUp(b, orderNo);
  if (res.body.code !== 200) throw new Error(`payWithTopUp failed: ${res.body.msg}`);
  return res.body.data;
}

async function paidNotice(rechargeNo: string) {
  const row = await rechargeRow(ctx, rechargeNo);
  return { reference: rechargeNo, amount: Number(row.amount), currency: 'CNY', status: 'paid' as const, providerRef: row.provider_ref! };
}

/** The member's ledger for one order and top-up, oldest first: [type, amount]. */
async function ledgerOf(memberId: number) {
  const rows = await ctx.db.kysely.selectFrom('balance_ledger').select(['type', 'amount', 'order_no']).where('member_id', '=', memberId).orderBy('id').execute();
  return rows.map((r) => [r.type, Number(r.amount)]);
}

const pastDeadline = (orderNo: string) =>
  ctx.db.kysely.updateTable('orders').set({ pay_deadline: new Date(Date.now() - 1_000).toISOString() }).where('order_no', '=', orderNo).execute();

async function messagesOf(b: Buyer) {
  const res = await ctx.call<{ list: { kind: string; quote: string; content: string }[] }>('GET', '/api/member/messages', { headers: b.headers });
  return res.body.data.list;
}

async function emailOf(memberId: number) {
  return (await ctx.db.kysely.selectFrom('members').select('email').where('id', '=', memberId).executeTakeFirstOrThrow()).email!;
}

describe(`paying an order with a top-up of its shortfall (${TEST_DIALECT})`, () => {
  it('asks for what the balance lacks, with no bonus, and pays the order when the shopper confirms on the sandbox page', async () => {
    const { b, orderNo, orderId, payAmount } = await unpaidOrder(2_000);
    const { rechargeNo, payUrl, amount } = await started(b, orderNo);
    expect(amount).toBe(payAmount - 2_000);
    const row = await rechargeRow(ctx, rechargeNo);
    expect(row).toMatchObject({ order_no: orderNo, bonus: 0, status: 'pending' });
    expect(Number(row.amount)).toBe(amount);
    expect(payUrl).toMatch(/^\/sandbox\/pay\//);

    const back = await answerSandbox(ctx, payUrl, 'confirm');
    expect(back.headers.get('location')).toBe(`/en/pay?orderNo=${orderNo}&rechargeNo=${rechargeNo}`);
    expect(await statusOf(ctx, orderNo)).toBe('paid');
    expect(await checkedBalance(ctx, b.id)).toBe(0);
    expect(await ledgerOf(b.id)).toEqual([
      ['adjust', 2_000],
      ['recharge', amount],
      ['payment', -payAmount],
    ]);
    const events = await ctx.db.kysely.selectFrom('order_events').select('kind').where('order_id', '=', orderId).orderBy('id').execute();
    expect(events.map((e) => e.kind)).toContain('pay');
    const detail = await ctx.call<{ status: string }>('GET', `/api/order/detail?orderNo=${orderNo}`, { headers: b.headers });
    expect(detail.body.data.status).toBe('paid');
  });

  it("refuses another member's order, an order the balance covers, a paid order and one out of time", async () => {
    const { b, orderNo } = await unpaidOrder(0);
    const stranger = await buyer(ctx, 0);
    expect((await payWithTopUp(stranger, orderNo)).body.msg).toBe('Order not found');

    const rich = await unpaidOrder(1_000_000);
    expect((await payWithTopUp(rich.b, rich.orderNo)).body.msg).toBe('Your balance already covers this order: pay from the balance');
    const paid = await ctx.call('POST', '/api/order/pay', { json: { orderNo: rich.orderNo, payPwd: PAY_PWD }, headers: rich.b.headers });
    expect(paid.body.code).toBe(200);
    expect((await payWithTopUp(rich.b, rich.orderNo)).body.msg).toBe('This order is no longer waiting for payment');

    await pastDeadline(orderNo);
    const late = await payWithTopUp(b, orderNo);
    expect(late.body.msg).toBe('This order was not paid in time and has been cancelled');
    expect(await statusOf(ctx, orderNo)).toBe('cancelled');
    expect(await ctx.db.kysely.selectFrom('recharges').select('id').where('order_no', 'in', [orderNo, rich.orderNo]).execute()).toEqual([]);
  });

  it('pays the order once under a burst of twenty identical notices', async () => {
    const { b, orderNo, payAmount } = await unpaidOrder(3_000);
    const { rechargeNo, amount } = await started(b, orderNo);
    const notice = await paidNotice(rechargeNo);
    const answers = await Promise.all(Array.from({ length: 20 }, () => sendNotice(ctx, notice)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.filter((a) => a.body.data?.outcome === 'credited')).toHaveLength(1);
    expect(await statusOf(ctx, orderNo)).toBe('paid');
    expect(await checkedBalance(ctx, b.id)).toBe(0);
    expect(await ledgerOf(b.id)).toEqual([
      ['adjust', 3_000],
      ['recharge', amount],
      ['payment', -payAmount],
    ]);
    expect((await callbackOutcomes(ctx, rechargeNo)).filter((o) => o === 'credited')).toHaveLength(1);
    expect(await messagesOf(b)).toEqual([]);
  });

  it('keeps the money on the balance when the notice comes after the deadline, and tells the member', async () => {
    const { b, orderNo } = await unpaidOrder(1_500);
    const { rechargeNo, amount } = await started(b, orderNo);
    await pastDeadline(orderNo);
    const answer = await sendNotice(ctx, await paidNotice(rechargeNo));
    expect(answer.body.data?.outcome).toBe('credited');
    expect(await statusOf(ctx, orderNo)).toBe('cancelled');
    expect(await checkedBalance(ctx, b.id)).toBe(1_500 + amount);
    expect(await ledgerOf(b.id)).toEqual([
      ['adjust', 1_500],
      ['recharge', amount],
    ]);
    expect(await messagesOf(b)).toEqual([expect.objectContaining({ kind: 'topUpKept', quote: orderNo, content: String(amount) })]);
    const mail = await lastMailTo(ctx, await emailOf(b.id));
    // In the member's language (these registered in Chinese).
    expect(mail?.subject).toBe('兰花商城：您的付款已存入余额');
    expect(mail?.text).toContain(orderNo);
    // A repeated notice changes nothing and tells nobody again.
    expect((await sendNotice(ctx, await paidNotice(rechargeNo))).body.data?.outcome).toBe('replay');
    expect(await checkedBalance(ctx, b.id)).toBe(1_500 + amount);
    expect(await messagesOf(b)).toHaveLength(1);
  });

  it('keeps the money on the balance when the order was paid from the balance meanwhile; the ledger shows both and adds up', async () => {
    const { b, orderNo, payAmount } = await unpaidOrder(2_500);
    const { rechargeNo, amount } = await started(b, orderNo);
    await post(ctx.db.kysely, { memberId: b.id, type: 'adjust', amount: payAmount, note: 'test funds' });
    const paid = await ctx.call('POST', '/api/order/pay', { json: { orderNo, payPwd: PAY_PWD }, headers: b.headers });
    expect(paid.body.code).toBe(200);
    expect((await sendNotice(ctx, await paidNotice(rechargeNo))).body.data?.outcome).toBe('credited');
    expect(await statusOf(ctx, orderNo)).toBe('paid');
    expect(await checkedBalance(ctx, b.id)).toBe(2_500 + amount);
    expect(await ledgerOf(b.id)).toEqual([
      ['adjust', 2_500],
      ['adjust', payAmount],
      ['payment', -payAmount],
      ['recharge', amount],
    ]);
    expect((await messagesOf(b)).map((m) => m.kind)).toEqual(['topUpKept']);
  });

  it('pays once when the balance payment and the notice race', async () => {
    const { b, orderNo, payAmount } = await unpaidOrder(2_500);
    const { rechargeNo, amount } = await started(b, orderNo);
    await post(ctx.db.kysely, { memberId: b.id, type: 'adjust', amount: payAmount, note: 'test funds' });
    const notice = await paidNotice(rechargeNo);
    await Promise.all([
      ctx.call('POST', '/api/order/pay', { json: { orderNo, payPwd: PAY_PWD }, headers: b.headers }),
      ...Array.from({ length: 5 }, () => sendNotice(ctx, notice)),
    ]);
    expect(await statusOf(ctx, orderNo)).toBe('paid');
    const lines = await ledgerOf(b.id);
    expect(lines.filter(([type]) => type === 'payment')).toEqual([['payment', -payAmount]]);
    expect(lines.filter(([type]) => type === 'recharge')).toEqual([['recharge', amount]]);
    expect(await checkedBalance(ctx, b.id)).toBe(2_500 + amount);
  });
});
