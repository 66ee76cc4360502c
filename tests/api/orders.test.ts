import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREIGHT } from '../../src/config/freight.ts';
import { ledgerSum } from '../../src/server/balance/balance.repository.ts';
import * as ops from '../../src/server/orders/operator.service.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { balanceOf, buyer, goodsWithStock, PAY_PWD, requestId, statusOf, stockOf, submit, type Buyer } from './order-fixture.ts';

let ctx: TestContext;
beforeAll(async () => {
  // Every buyer here comes from one address; the per-address limits have their own tests.
  ctx = await createTestContext({ REGISTER_MAX_PER_IP_HOUR: '10000', CODE_MAX_PER_IP_DAY: '10000' });
});
afterAll(() => ctx.close());

const pay = (b: Buyer, orderNo: string, payPwd = PAY_PWD) =>
  ctx.call<{ alreadyPaid: boolean }>('POST', '/api/order/pay', { json: { orderNo, payPwd }, headers: b.headers });

async function placed(b: Buyer, skuId: number, quantity = 1): Promise<string> {
  const res = await submit(ctx, b, [{ skuId, quantity }]);
  expect(res.body.code, res.body.msg).toBe(200);
  return res.body.data.orderNo;
}

async function paid(b: Buyer, skuId: number, quantity = 1): Promise<string> {
  const orderNo = await placed(b, skuId, quantity);
  expect((await pay(b, orderNo)).body.code).toBe(200);
  return orderNo;
}

describe(`submitting orders (${TEST_DIALECT})`, () => {
  it('reserves stock, prices goods and freight on the server, and waits for payment', async () => {
    const b = await buyer(ctx);
    const { skuId } = await goodsWithStock(ctx, 5);
    const res = await submit(ctx, b, [{ skuId, quantity: 1 }], { buyerMessage: 'Plain box, please', price: 1 });
    expect(res.body).toMatchObject({ code: 200, msg: 'Order submitted; only payment is left' });
    expect(await stockOf(ctx, skuId)).toBe(4);
    const detail = await ctx.call<Record<string, unknown>>('GET', `/api/order/detail?orderNo=${res.body.data.orderNo}`, { headers: b.headers });
    expect(detail.body.data).toMatchObject({
      status: 'pending_payment',
      goodsAmount: 8900,
      freight: FREIGHT.fees.standard,
      payAmount: 8900 + FREIGHT.fees.standard,
      buyerMessage: 'Plain box, please',
      actions: ['pay', 'cancel'],
      address: { consignee: '张三', mobile: '13800138000' },
      items: [{ name: 'Scented Candle', spec: 'Scent: Rose', unitPrice: 8900, quantity: 1, amount: 8900 }],
    });
    const deadline = Date.parse(detail.body.data.payDeadline as string) - Date.now();
    expect(deadline).toBeGreaterThan(29 * 60_000);
    expect(deadline).toBeLessThanOrEqual(30 * 60_000);
  });

  it('previews the default address, the lines and the amount payable, shipping free when it should', async () => {
    const b = await buyer(ctx);
    const preview = async (skuId: number, quantity: number) =>
      (await ctx.call<Record<string, unknown>>('POST', '/api/order/preview', { json: { items: [{ skuId, quantity }] }, headers: b.headers })).body.data;
    const free = await goodsWithStock(ctx, 5, { freeShipping: true });
    expect(await preview(free.skuId, 1)).toMatchObject({ address: { id: b.addressId, isDefault: true }, goodsAmount: 8900, freight: 0, payAmount: 8900 });
    const paying = await goodsWithStock(ctx, 5);
    expect(await preview(paying.skuId, 1)).toMatchObject({ freight: FREIGHT.fees.standard });
    expect(await preview(paying.skuId, 2)).toMatchObject({ goodsAmount: 17_800, freight: 0, payAmount: 17_800 });
  });

  describe('says why an order ships free', () => {
    const preview = async (b: Buyer, items: { skuId: number; quantity: number }[], addressId?: number) =>
      (await ctx.call<Record<string, unknown>>('POST', '/api/order/preview', { json: { items, addressId }, headers: b.headers })).body.data;

    it('charges the fee and gives no reason below the threshold', async () => {
      const b = await buyer(ctx);
      const { skuId } = await goodsWithStock(ctx, 5);
      expect(await preview(b, [{ skuId, quantity: 1 }])).toMatchObject({ freight: FREIGHT.fees.standard, freightFree: null, freeThreshold: FREIGHT.freeThreshold });
    });

    it('free-shipping goods: every line ships free', async () => {
      const b = await buyer(ctx);
      const free = await goodsWithStock(ctx, 5, { freeShipping: true, price: 1000 });
      const paying = await goodsWithStock(ctx, 5, { price: 1000 });
      expect(await preview(b, [{ skuId: free.skuId, quantity: 1 }])).toMatchObject({ freight: 0, freightFree: 'freeShippingGoods' });
      expect(await preview(b, [{ skuId: free.skuId, quantity: 1 }, { skuId: paying.skuId, quantity: 1 }])).toMatchObject({
        freight: FREIGHT.fees.standard,
        freightFree: null,
      });
    });

    it('threshold: the goods reach it, with the amount', async () => {
      const b = await buyer(ctx);
      const { skuId } = await goodsWithStock(ctx, 5, { price: FREIGHT.freeThreshold! });
      expect(await preview(b, [{ skuId, quantity: 1 }])).toMatchObject({ freight: 0, freightFree: 'threshold', freeThreshold: FREIGHT.freeThreshold });
    });

    it('VIP: free wherever it goes, even before an address is chosen', async () => {
      const b = await buyer(ctx);
      const { skuId } = await goodsWithStock(ctx, 5, { price: 1000 });
      await ctx.db.kysely.updateTable('members').set({ vip_expires_at: new Date(Date.now() + 86_400_000).toISOString() }).where('id', '=', b.id).execute();
      expect(await preview(b, [{ skuId, quantity: 1 }])).toMatchObject({ vip: true, freight: 0, freightFree: 'vip', payAmount: 1000 });
      await ctx.call('POST', '/api/memberAddress/delete', { json: { id: b.addressId }, headers: b.headers });
      expect(await preview(b, [{ skuId, quantity: 1 }])).toMatchObject({ address: null, freight: 0, freightFree: 'vip' });
    });
  });

  it('refuses what cannot be bought, with the reason', async () => {
    const b = await buyer(ctx);
    const other = await buyer(ctx);
    const { goodsId, skuId } = await goodsWithStock(ctx, 2);
    const refusals: [object, string][] = [
      [{ items: [{ skuId, quantity: 3 }] }, 'Insufficient inventory: Scented Candle'],
      [{ items: [] }, 'Please choose the goods to buy'],
      [{ items: [{ skuId, quantity: 1 }], addressId: other.addressId }, 'Please set or select a shipping address'],
      [{ items: [{ skuId, quantity: 1 }], addressId: undefined }, 'Please set or select a shipping address'],
      [{ items: [{ skuId, quantity: 1 }], buyerMessage: 'x'.repeat(201) }, 'The message to the seller can be at most 200 characters'],
    ];
    for (const [extra, msg] of refusals) {
      const res = await submit(ctx, b, [{ skuId, quantity: 1 }], extra);
      expect(res.body.msg).toBe(msg);
    }
    await ctx.db.kysely.updateTable('goods').set({ on_shelf: 0 }).where('id', '=', goodsId).execute();
    expect((await submit(ctx, b, [{ skuId, quantity: 1 }])).body.msg).toBe('Scented Candle is no longer available');
    expect(await stockOf(ctx, skuId)).toBe(2);
  });

  it('sells the last 5 units to exactly 5 of 200 concurrent buyers', async () => {
    const b = await buyer(ctx);
    const { skuId } = await goodsWithStock(ctx, 5);
    const results = await Promise.all(Array.from({ length: 200 }, () => submit(ctx, b, [{ skuId, quantity: 1 }])));
    expect(results.filter((r) => r.body.code === 200)).toHaveLength(5);
    expect(results.filter((r) => r.body.code !== 200).every((r) => r.body.msg === 'Insufficient inventory: Scented Candle')).toBe(true);
    expect(await stockOf(ctx, skuId)).toBe(0);
  });

  it('turns one requestId sent 20 times at once into one order', async () => {
    const b = await buyer(ctx);
    const { skuId } = await goodsWithStock(ctx, 50);
    const id = requestId();
    const results = await Promise.all(Array.from({ length: 20 }, () => submit(ctx, b, [{ skuId, quantity: 2 }], { requestId: id })));
    expect(results.every((r) => r.body.code === 200)).toBe(true);
    expect(new Set(results.map((r) => r.body.data.orderNo)).size).toBe(1);
    expect(await stockOf(ctx, skuId)).toBe(48);
  });

  it('answers a requestId sent again later with its order, even once the goods sold out or the address is gone', async () => {
    const b = await buyer(ctx);
    const { skuId } = await goodsWithStock(ctx, 1);
    const id = requestId();
    const first = await submit(ctx, b, [{ skuId, quantity: 1 }], { requestId: id });
    expect(first.body.code).toBe(200);
    expect((await submit(ctx, b, [{ skuId, quantity: 1 }], { requestId: id })).body.data.orderNo).toBe(first.body.data.orderNo);
    expect((await submit(ctx, b, [{ skuId, quantity: 1 }], { requestId: id, addressId: 999_999 })).body.data.orderNo).toBe(first.body.data.orderNo);
    expect(await stockOf(ctx, skuId)).toBe(0);
  });

  it('checks out chosen cart lines and empties them from the cart', async () => {
    const b = await buyer(ctx);
    const { goodsId, skuId } = await goodsWithStock(ctx, 5);
    const added = await ctx.call<{ id: number }>('POST', '/api/cart/add', { json: { goodsId, skuId, quantity: 2 }, headers: b.headers });
    const res = await ctx.call<{ orderNo: string }>('POST', '/api/order/submit', {
      json: { cartIds: [added.body.data.id], addressId: b.addressId, requestId: requestId() },
      headers: b.headers,
    });
    expect(res.body.code, res.body.msg).toBe(200);
    expect((await ctx.call<{ count: number }>('GET', '/api/cart/count', { headers: b.headers })).body.data.count).toBe(0);
    const other = await buyer(ctx);
    const stolen = await ctx.call('POST', '/api/order/submit', {
      json: { cartIds: [added.body.data.id], addressId: other.addressId, requestId: requestId() },
      headers: other.headers,
    });
    expect(stolen.body.code).toBe(-1);
  });
});

describe(`paying orders (${TEST_DIALECT})`, () => {
  it('debits the balance once and writes the ledger', async () => {
    const b = await buyer(ctx, 50_000);
    const { skuId } = await goodsWithStock(ctx, 5);
    const orderNo = await placed(b, skuId, 2);
    const res = await pay(b, orderNo);
    expect(res.body).toMatchObject({ code: 200, msg: 'Payment successful', data: { alreadyPaid: false } });
    expect(await balanceOf(ctx, b.id)).toBe(50_000 - 17_800);
    expect(await ledgerSum(ctx.db.kysely, b.id)).toBe(50_000 - 17_800);
    const again = await pay(b, orderNo);
    expect(again.body).toMatchObject({ code: 200, data: { alreadyPaid: true } });
    expect(await balanceOf(ctx, b.id)).toBe(50_000 - 17_800);
    expect(await statusOf(ctx, orderNo)).toBe('paid');
  });

  it('debits once when the same order is paid 50 times at once', async () => {
    const b = await buyer(ctx, 50_000);
    const { skuId } = await goodsWithStock(ctx, 5);
    const orderNo = await placed(b, skuId);
    const results = await Promise.all(Array.from({ length: 50 }, () => pay(b, orderNo)));
    expect(results.every((r) => r.body.code === 200)).toBe(true);
    expect(results.filter((r) => !r.body.data.alreadyPaid)).toHaveLength(1);
    expect(await balanceOf(ctx, b.id)).toBe(50_000 - 9900);
    expect(await ledgerSum(ctx.db.kysely, b.id)).toBe(50_000 - 9900);
  });

  it('never lets 50 payments at once overdraw one balance', async () => {
    const b = await buyer(ctx, 9900 * 7 + 500);
    const { skuId } = await goodsWithStock(ctx, 50);
    const orders = [];
    for (let i = 0; i < 50; i += 1) orders.push(await placed(b, skuId));
    const results = await Promise.all(orders.map((no) => pay(b, no)));
    expect(results.filter((r) => r.body.code === 200)).toHaveLength(7);
    expect(results.filter((r) => r.body.code !== 200).every((r) => r.body.msg === 'Insufficient balance')).toBe(true);
    expect(await balanceOf(ctx, b.id)).toBe(500);
    expect(await ledgerSum(ctx.db.kysely, b.id)).toBe(500);
  });

  it('refuses without enough balance and keeps the order payable', async () => {
    const b = await buyer(ctx, 100);
    const { skuId } = await goodsWithStock(ctx, 5);
    const orderNo = await placed(b, skuId);
    expect((await pay(b, orderNo)).body.msg).toBe('Insufficient balance');
    expect(await statusOf(ctx, orderNo)).toBe('pending_payment');
    expect(await balanceOf(ctx, b.id)).toBe(100);
  });

  it('locks paying after 5 wrong payment passwords, even for the right one', async () => {
    const b = await buyer(ctx);
    const { skuId } = await goodsWithStock(ctx, 5);
    const orderNo = await placed(b, skuId);
    expect((await pay(b, orderNo, '000000')).body.msg).toBe('Wrong payment password; 4 tries left');
    for (let i = 0; i < 3; i += 1) await pay(b, orderNo, '000000');
    expect((await pay(b, orderNo, '000000')).body.msg).toBe('Too many wrong payment passwords; please try again in 15 minutes');
    expect((await pay(b, orderNo)).body.msg).toBe('Too many wrong payment passwords; please try again in 15 minutes');
    expect(await statusOf(ctx, orderNo)).toBe('pending_payment');
    expect((await pay(b, orderNo, '12345')).body.msg).toBe('The payment password is exactly 6 digits');
  });

  it('asks for a payment password first when none is set', async () => {
    const b = await buyer(ctx);
    await ctx.db.kysely.updateTable('members').set({ pay_pwd_hash: null }).where('id', '=', b.id).execute();
    const { skuId } = await goodsWithStock(ctx, 5);
    const orderNo = await placed(b, skuId);
    expect((await pay(b, orderNo)).body.msg).toBe('Please set a payment password first');
  });

  it('refuses to pay an expired order and gives its stock back', async () => {
    const b = await buyer(ctx);
    const { skuId } = await goodsWithStock(ctx, 5);
    const orderNo = await placed(b, skuId, 2);
    await ctx.db.kysely.updateTable('orders').set({ pay_deadline: new Date(Date.now() - 1000).toISOString() }).where('order_no', '=', orderNo).execute();
    expect((await pay(b, orderNo)).body.msg).toBe('This order was not paid in time and has been cancelled');
    expect(await statusOf(ctx, orderNo)).toBe('cancelled');
    expect(await stockOf(ctx, skuId)).toBe(5);
  });
});

describe(`after submitting (${TEST_DIALECT})`, () => {
  it('expires overdue unpaid orders once, whenever the job runs', async () => {
    const b = await buyer(ctx);
    const { skuId } = await goodsWithStock(ctx, 5);
    const overdue = await placed(b, skuId, 2);
    const fresh = await placed(b, skuId, 1);
    await ctx.db.kysely.updateTable('orders').set({ pay_deadline: new Date(Date.now() - 1000).toISOString() }).where('order_no', '=', overdue).execute();
    expect(await ops.expireOverdueOrders(ctx.db.kysely)).toBeGreaterThanOrEqual(1);
    expect(await ops.expireOverdueOrders(ctx.db.kysely)).toBe(0);
    expect(await statusOf(ctx, overdue)).toBe('cancelled');
    expect(await statusOf(ctx, fresh)).toBe('pending_payment');
    expect(await stockOf(ctx, skuId)).toBe(4);
  });

  it('cancels with a chosen reason, once, and gives the stock back', async () => {
    const b = await buyer(ctx);
    const { skuId } = await goodsWithStock(ctx, 5);
    const orderNo = await placed(b, skuId, 3);
    const cancel = (reason?: string) => ctx.call('POST', '/api/order/cancel', { json: { orderNo, reason }, headers: b.headers });
    expect((await cancel()).body.msg).toBe('Please select a cancel reason');
    expect((await cancel('wrongAddress')).body).toMatchObject({ code: 200, msg: 'Order cancelled' });
    expect((await cancel('wrongAddress')).body.msg).toBe('This order has changed in the meantime; please refresh and try again');
    expect(await stockOf(ctx, skuId)).toBe(5);
    const reasons = await ctx.call<{ key: string; label: string }[]>('GET', '/api/order/cancelReasons', { headers: { lang: 'en' } });
    expect(reasons.body.data.find((r) => r.key === 'wrongAddress')?.label).toBe('The address is wrong');
  });

  it('ships, confirms receipt into "to be evaluated", and confirms by itself after 10 days', async () => {
    const b = await buyer(ctx);
    const { skuId } = await goodsWithStock(ctx, 5);
    const first = await paid(b, skuId);
    await ops.shipOrder(ctx.db.kysely, {}, first, 'SF Express', 'SF100');
    await ops.addLogistics(ctx.db.kysely, {}, first, 'Arrived at Beijing hub');
    const logistics = await ctx.call<{ logistics: object; events: { kind: string }[] }>('GET', `/api/order/logistics?orderNo=${first}`, { headers: b.headers });
    expect(logistics.body.data.logistics).toEqual({ carrier: 'SF Express', trackingNo: 'SF100', trackUrl: 'https://www.kuaidi100.com/chaxun?com=shunfeng&nu=SF100' });
    expect(logistics.body.data.events.map((e) => e.kind)).toEqual(['ship', 'logistics']);
    expect((await ctx.call('POST', '/api/order/confirmReceipt', { json: { orderNo: first }, headers: b.headers })).body.msg).toBe('Receipt confirmed');
    expect(await statusOf(ctx, first)).toBe('received');

    const second = await paid(b, skuId);
    await ops.shipOrder(ctx.db.kysely, {}, second, 'SF Express', 'SF101', new Date(Date.now() - 11 * 86_400_000));
    expect(await ops.autoConfirmReceipts(ctx.db.kysely)).toBeGreaterThanOrEqual(1);
    expect(await statusOf(ctx, second)).toBe('received');
    const counts = await ctx.call<Record<string, number>>('GET', '/api/my/shopping/getOrderCounts', { headers: b.headers });
    expect(counts.body.data).toMatchObject({ all: 2, toEvaluate: 2, toShip: 0 });
  });

  it('refunds an unshipped order at once and a shipped one when the operator approves', async () => {
    const b = await buyer(ctx, 50_000);
    const { skuId } = await goodsWithStock(ctx, 5);
    const unshipped = await paid(b, skuId);
    const refund = (orderNo: string) => ctx.call('POST', '/api/order/refund', { json: { orderNo, reason: 'Changed my mind' }, headers: b.headers });
    expect((await refund(unshipped)).body.msg).toBe('The refund has been returned by the original route');
    expect(await balanceOf(ctx, b.id)).toBe(50_000);
    expect(await stockOf(ctx, skuId)).toBe(5);

    const shipped = await paid(b, skuId);
    await ops.shipOrder(ctx.db.kysely, {}, shipped, 'SF', 'SF200');
    expect((await refund(shipped)).body.msg).toBe('Refund requested; we will review it shortly');
    await ops.rejectRefund(ctx.db.kysely, {}, shipped, 'Opened intimate goods');
    expect(await statusOf(ctx, shipped)).toBe('shipped');
    await refund(shipped);
    await ops.approveRefund(ctx.db.kysely, {}, shipped);
    expect(await statusOf(ctx, shipped)).toBe('refunded');
    expect(await balanceOf(ctx, b.id)).toBe(50_000);
    expect(await ledgerSum(ctx.db.kysely, b.id)).toBe(50_000);
  });

  it('deletes finished orders only, for good', async () => {
    const b = await buyer(ctx);
    const { skuId } = await goodsWithStock(ctx, 5);
    const orderNo = await placed(b, skuId);
    const del = () => ctx.call('POST', '/api/order/delete', { json: { orderNo }, headers: b.headers });
    expect((await del()).body.code).toBe(-1);
    await ctx.call('POST', '/api/order/cancel', { json: { orderNo, reason: 'other' }, headers: b.headers });
    expect((await del()).body.msg).toBe('Order deleted');
    expect((await ctx.call('GET', `/api/order/detail?orderNo=${orderNo}`, { headers: b.headers })).body.msg).toBe('Order not found');
  });

  it('lists by tab and finds orders by goods name or order number', async () => {
    const b = await buyer(ctx);
    const { skuId } = await goodsWithStock(ctx, 9);
    const unpaid = await placed(b, skuId);
    const done = await paid(b, skuId);
    const list = (query: string) =>
      ctx.call<{ list: { orderNo: string }[]; total: number }>('GET', `/api/my/shopping/getOrdersList?${query}`, { headers: b.headers });
    expect((await list('status=toPay')).body.data.list.map((o) => o.orderNo)).toEqual([unpaid]);
    expect((await list('status=toShip')).body.data.list.map((o) => o.orderNo)).toEqual([done]);
    expect((await list('status=all')).body.data.total).toBe(2);
    expect((await list('keyword=candle')).body.data.total).toBe(2);
    expect((await list(`keyword=${done}`)).body.data.list.map((o) => o.orderNo)).toEqual([done]);
    expect((await list('keyword=100%25')).body.data.total).toBe(0);
    expect((await list('status=bogus&page=0')).body.data).toMatchObject({ total: 2, page: 1 });
  });

  it('buys again into the cart', async () => {
    const b = await buyer(ctx);
    const { skuId } = await goodsWithStock(ctx, 5);
    const orderNo = await placed(b, skuId, 2);
    const res = await ctx.call<{ added: number; count: number }>('POST', '/api/order/buyAgain', { json: { orderNo }, headers: b.headers });
    expect(res.body.data).toMatchObject({ added: 1, count: 1 });
  });

  it("treats another member's order number as unknown everywhere", async () => {
    const owner = await buyer(ctx);
    const stranger = await buyer(ctx);
    const { skuId } = await goodsWithStock(ctx, 5);
    const orderNo = await placed(owner, skuId);
    const calls: [string, string, object][] = [
      ['GET', `/api/order/detail?orderNo=${orderNo}`, {}],
      ['GET', `/api/order/logistics?orderNo=${orderNo}`, {}],
      ['POST', '/api/order/pay', { orderNo, payPwd: PAY_PWD }],
      ['POST', '/api/order/cancel', { orderNo, reason: 'other' }],
      ['POST', '/api/order/confirmReceipt', { orderNo }],
      ['POST', '/api/order/delete', { orderNo }],
      ['POST', '/api/order/refund', { orderNo, reason: 'x' }],
      ['POST', '/api/order/buyAgain', { orderNo }],
    ];
    for (const [method, path, json] of calls) {
      const res = await ctx.call(method, path, { json: method === 'POST' ? json : undefined, headers: stranger.headers });
      expect(res.body.msg, path).toBe('Order not found');
    }
    expect(await statusOf(ctx, orderNo)).toBe('pending_payment');
  });

  it('needs a session', async () => {
    expect((await ctx.call('POST', '/api/order/submit', { json: {} })).body.code).toBe(403);
    expect((await ctx.call('GET', '/api/my/shopping/getOrdersList')).body.code).toBe(403);
  });
});
