import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../src/server/balance/ledger.ts';
import { operator, type Operator } from './admin-fixture.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { buyer, goodsWithStock, PAY_PWD, submit, type Buyer } from './order-fixture.ts';

let ctx: TestContext;
let owner: Operator;
let staff: Operator;
let b: Buyer;
beforeAll(async () => {
  ctx = await createTestContext({ TRUST_PROXY: 'true', REGISTER_MAX_PER_IP_HOUR: '10000', CODE_MAX_PER_IP_DAY: '10000' });
  owner = await operator(ctx, 'owner');
  staff = await operator(ctx, 'staff');
  b = await buyer(ctx, 1_000_000);
});
afterAll(() => ctx.close());

const en = (o: Operator) => ({ ...o.headers, lang: 'en' });

async function topUp(no: string, amount: number, status: string, createdAt: string, paidAt: string | null = null) {
  await ctx.db.kysely
    .insertInto('recharges')
    .values({ recharge_no: no, member_id: b.id, amount, bonus: 0, currency: 'CNY', provider: 'sandbox', status, provider_ref: null, expires_at: createdAt, paid_at: paidAt, created_at: createdAt, updated_at: createdAt })
    .execute();
}

/** An order of `quantity` units paid at `paidAt`; returns what it paid. */
async function paidOrder(skuId: number, quantity: number, paidAt: string): Promise<number> {
  const { body } = await submit(ctx, b, [{ skuId, quantity }]);
  const paid = await ctx.call('POST', '/api/order/pay', { json: { orderNo: body.data.orderNo, payPwd: PAY_PWD }, headers: b.headers });
  expect(paid.body.code).toBe(200);
  await ctx.db.kysely.updateTable('orders').set({ paid_at: paidAt }).where('order_no', '=', body.data.orderNo).execute();
  const row = await ctx.db.kysely.selectFrom('orders').select('pay_amount').where('order_no', '=', body.data.orderNo).executeTakeFirstOrThrow();
  return Number(row.pay_amount);
}

describe(`console lists: top-ups and audit log by date, sorted, refusing bad input (${TEST_DIALECT})`, () => {
  it('lists top-ups in a date range, sorted by a column it offers, and pages past 100 for an export', async () => {
    await topUp('9000000000000001', 5000, 'paid', '2025-01-01T10:00:00.000Z', '2025-01-01T10:01:00.000Z');
    await topUp('9000000000000002', 1000, 'pending', '2025-01-02T10:00:00.000Z');
    await topUp('9000000000000003', 3000, 'paid', '2025-01-03T10:00:00.000Z', '2025-01-03T10:00:30.000Z');
    const range = await ctx.call<{ list: { rechargeNo: string; amount: number }[]; total: number }>('GET', '/api/admin/recharges?from=2025-01-01T00:00:00Z&to=2025-01-03&sort=amount&order=asc', { headers: staff.headers });
    expect(range.body.data.total).toBe(3);
    expect(range.body.data.list.map((r) => r.amount)).toEqual([1000, 3000, 5000]);
    const paid = await ctx.call<{ list: { id: string }[] }>('GET', '/api/admin/recharges?status=paid&from=2025-01-02&to=2025-01-03', { headers: staff.headers });
    expect(paid.body.data.list.map((r) => r.id)).toEqual(['9000000000000003']);
    const byNo = await ctx.call<{ total: number }>('GET', '/api/admin/recharges?q=9000000000000002', { headers: staff.headers });
    expect(byNo.body.data.total).toBe(1);
    for (let i = 0; i < 120; i += 1) await topUp(`91${String(i).padStart(14, '0')}`, 100 + i, 'expired', '2025-02-01T00:00:00.000Z');
    const pages = await Promise.all([1, 2].map((page) => ctx.call<{ list: { id: string }[]; total: number; pageSize: number }>('GET', `/api/admin/recharges?status=expired&page=${page}&pageSize=1000`, { headers: staff.headers })));
    expect(pages[0]!.body.data).toMatchObject({ total: 120, pageSize: 100 });
    expect(new Set(pages.flatMap((p) => p.body.data.list.map((r) => r.id))).size).toBe(120);
  });

  it('lists every member’s balance records by kind, dates and member, sorted by amount', async () => {
    const account = (await ctx.db.kysely.selectFrom('members').select('account').where('id', '=', b.id).executeTakeFirstOrThrow()).account;
    await post(ctx.db.kysely, { memberId: b.id, type: 'adjust', amount: 700, note: 'ledger list one' });
    await post(ctx.db.kysely, { memberId: b.id, type: 'adjust', amount: -200, note: 'ledger list two' });
    await ctx.db.kysely.updateTable('balance_ledger').set({ created_at: '2024-06-01T08:00:00.000Z' }).where('note', 'like', 'ledger list %').execute();
    type Line = { account: string; type: string; amount: number; note: string };
    const lines = await ctx.call<{ list: Line[]; total: number }>('GET', `/api/admin/ledger?q=${account}&type=adjust&from=2024-06-01&to=2024-06-01&sort=amount&order=asc`, { headers: staff.headers });
    expect(lines.body.data).toMatchObject({ total: 2, list: [{ account, amount: -200, note: 'ledger list two' }, { amount: 700 }] });
    expect((await ctx.call('GET', '/api/admin/ledger?sort=balance_after', { headers: staff.headers })).status).toBe(400);
  });

  it('answers a sort the list does not offer, a bad order, a bad date or a reversed range with a translated 400', async () => {
    const cases: [string, string][] = [
      ['/api/admin/recharges?sort=provider_ref', 'This list cannot be sorted that way'],
      ['/api/admin/recharges?sort=amount&order=sideways', 'This list cannot be sorted that way'],
      ['/api/admin/recharges?from=yesterday', 'Please write dates as YYYY-MM-DD'],
      ['/api/admin/recharges?to=2025-02-30T00:00:00Z', 'Please write dates as YYYY-MM-DD'],
      ['/api/admin/recharges?from=2025-03-02&to=2025-03-01', 'The start date must be before the end date'],
      ['/api/admin/audit?sort=detail', 'This list cannot be sorted that way'],
      ['/api/admin/dashboard/stats?from=2024-01-01&to=2025-06-01', 'Choose a range of at most 366 days'],
      ['/api/admin/dashboard/stats?to=2025-06-01', 'Please write dates as YYYY-MM-DD'],
    ];
    for (const [path, msg] of cases) {
      const res = await ctx.call(path.includes('audit') ? 'GET' : 'GET', path, { headers: en(owner) });
      expect([path, res.status, res.body]).toEqual([path, 400, { code: -1, data: null, msg }]);
    }
    const zh = await ctx.call('GET', '/api/admin/recharges?sort=nope', { headers: { ...staff.headers, lang: 'zh' } });
    expect(zh.body.msg).toBe('此列表不能按这种方式排序');
  });

  it('filters the audit log by operator, action and date and shows each change field by field', async () => {
    const adjust = await ctx.call('POST', `/api/admin/members/${b.id}/adjust`, { json: { amount: 1.5, reason: 'goodwill' }, headers: owner.headers });
    expect(adjust.body.code).toBe(0);
    await ctx.db.kysely.insertInto('audit_log').values({ actor: 'operator', action: 'goods.update', target: 'goods:7', detail: null, before_json: JSON.stringify({ price: 12900, onShelf: true }), after_json: JSON.stringify({ price: 11900, onShelf: true }), created_at: '2025-05-05T12:00:00.000Z' }).execute();
    type Row = { actor: string; action: string; changes: { field: string; before: string | null; after: string | null }[] };
    const mine = await ctx.call<{ list: Row[]; total: number }>('GET', `/api/admin/audit?actor=operator:${owner.account}&action=balance.adjust`, { headers: owner.headers });
    expect(mine.body.data.total).toBe(1);
    const dated = await ctx.call<{ list: Row[]; total: number }>('GET', '/api/admin/audit?from=2025-05-05&to=2025-05-05', { headers: owner.headers });
    expect(dated.body.data).toMatchObject({ total: 1, list: [{ actor: 'operator', action: 'goods.update', changes: [{ field: 'price', before: '12900', after: '11900' }] }] });
    const none = await ctx.call<{ total: number }>('GET', '/api/admin/audit?from=2025-05-06&to=2025-05-07', { headers: owner.headers });
    expect(none.body.data.total).toBe(0);
    const sorted = await ctx.call<{ list: Row[] }>('GET', '/api/admin/audit?sort=createdAt&order=asc', { headers: owner.headers });
    expect(sorted.body.data.list[0]?.action).toBe('goods.update');
    const choices = await ctx.call<{ actors: string[]; actions: string[] }>('GET', '/api/admin/audit/choices', { headers: owner.headers });
    expect(choices.body.data.actors).toEqual(expect.arrayContaining(['operator', `operator:${owner.account}`]));
    expect(choices.body.data.actions).toEqual(expect.arrayContaining(['balance.adjust', 'goods.update']));
    expect((await ctx.call('GET', '/api/admin/audit/choices', { headers: staff.headers })).body.code).toBe(-1);
  });

  it('adds up a range in the operator’s days: sales, paid orders, average, members, top-ups, refunds, top goods', async () => {
    const g1 = await goodsWithStock(ctx, 50);
    const g2 = await goodsWithStock(ctx, 50, { price: 12000, marketPrice: 15000 });
    const a = await paidOrder(g1.skuId, 2, '2025-03-10T15:55:00.000Z'); // 23:55 on the 10th in Shanghai
    const c = await paidOrder(g2.skuId, 1, '2025-03-10T16:05:00.000Z'); // 00:05 on the 11th in Shanghai
    await paidOrder(g1.skuId, 5, '2025-03-09T15:59:00.000Z'); // the 9th in Shanghai: before the range
    await topUp('9200000000000001', 20000, 'paid', '2025-03-11T01:00:00.000Z', '2025-03-11T01:02:00.000Z');
    await topUp('9200000000000002', 7000, 'pending', '2025-03-11T01:00:00.000Z');
    await post(ctx.db.kysely, { memberId: b.id, type: 'refund', amount: 4500, note: 'test refund' });
    await ctx.db.kysely.updateTable('balance_ledger').set({ created_at: '2025-03-12T02:00:00.000Z' }).where('note', '=', 'test refund').execute();
    await ctx.db.kysely.updateTable('members').set({ created_at: '2025-03-12T03:00:00.000Z' }).where('id', '=', b.id).execute();

    const shanghai = await ctx.call<Record<string, unknown>>('GET', '/api/admin/dashboard/stats?from=2025-03-09T16:00:00.000Z&to=2025-03-12T16:00:00.000Z&tz=Asia/Shanghai', { headers: { ...staff.headers, lang: 'en' } });
    expect(shanghai.body.data).toMatchObject({
      sales: a + c,
      paidOrders: 2,
      averageOrder: Math.round((a + c) / 2),
      newMembers: 1,
      topUps: { count: 1, amount: 20000 },
      refunds: { count: 1, amount: 4500 },
      topGoods: [{ goodsId: g1.goodsId, name: 'Scented Candle', quantity: 2, amount: 17800 }, { goodsId: g2.goodsId, quantity: 1, amount: 12000 }],
      perDay: [{ day: '2025-03-10', sales: a, orders: 1 }, { day: '2025-03-11', sales: c, orders: 1 }, { day: '2025-03-12', sales: 0, orders: 0 }],
    });
    expect(shanghai.body.data.totals).toMatchObject({ members: expect.any(Number), goods: expect.any(Number) });
    const utc = await ctx.call<{ perDay: { day: string; sales: number }[] }>('GET', '/api/admin/dashboard/stats?from=2025-03-10&to=2025-03-10', { headers: staff.headers });
    expect(utc.body.data.perDay).toEqual([{ day: '2025-03-10', sales: a + c, orders: 2 }]);
    const empty = await ctx.call<{ sales: number; averageOrder: number; topGoods: unknown[] }>('GET', '/api/admin/dashboard/stats?from=2020-01-01&to=2020-01-07&tz=Mars/Base', { headers: staff.headers });
    expect(empty.body.data).toMatchObject({ sales: 0, averageOrder: 0, topGoods: [] });
  });
});
