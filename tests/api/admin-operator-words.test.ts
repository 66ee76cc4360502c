import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operator, type Operator } from './admin-fixture.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { buyer, goodsWithStock, PAY_PWD, submit, type Buyer } from './order-fixture.ts';

/**
 * What operators tell members (tracking events, close and refusal reasons) is chosen from translated lists with an
 * optional note (decision 092): the member reads it in the language of each request, the console in its own;
 * "other" needs a note, a note has at most 150 characters, and words stored before the lists read as typed.
 */

let ctx: TestContext;
let staff: Operator;
beforeAll(async () => {
  ctx = await createTestContext({ REGISTER_MAX_PER_IP_HOUR: '10000', CODE_MAX_PER_IP_DAY: '10000' });
  staff = await operator(ctx, 'staff');
});
afterAll(() => ctx.close());

const SHANGHAI = '310100';
const FSI = '\u2068';
const PDI = '\u2069';

interface Detail {
  status: string;
  cancelReason: string | null;
  timeline: { kind: string; detail: string | null }[];
}

const admin = (orderNo: string, action: string, json: unknown, lang = 'en') =>
  ctx.call<Detail>('POST', `/api/admin/orders/${orderNo}/${action}`, { json, headers: { ...staff.headers, lang } });

async function memberReads(b: Buyer, orderNo: string, lang: string): Promise<Detail> {
  const res = await ctx.call<Detail>('GET', `/api/order/detail?orderNo=${orderNo}`, { headers: { ...b.headers, lang } });
  expect(res.body.code, res.body.msg).toBe(200);
  return res.body.data;
}
const stepOf = (d: Detail, kind: string) => d.timeline.filter((e) => e.kind === kind).map((e) => e.detail);

async function consoleReads(orderNo: string, lang: string): Promise<Detail> {
  const res = await ctx.call<Detail>('GET', `/api/admin/orders/${orderNo}`, { headers: { ...staff.headers, lang } });
  expect(res.body.code).toBe(0);
  return res.body.data;
}

async function order(paid: boolean) {
  const b = await buyer(ctx);
  const { skuId } = await goodsWithStock(ctx, 5);
  const { orderNo } = (await submit(ctx, b, [{ skuId, quantity: 1 }])).body.data;
  if (paid) expect((await ctx.call('POST', '/api/order/pay', { json: { orderNo, payPwd: PAY_PWD }, headers: b.headers })).body.code).toBe(200);
  return { b, orderNo };
}

async function shipped() {
  const o = await order(true);
  expect((await admin(o.orderNo, 'ship', { carrier: 'sf', trackingNo: 'SF900' })).body.code).toBe(0);
  return o;
}

describe(`operator words in the reader's language (${TEST_DIALECT})`, () => {
  it('reads a tracking event chosen in the console in en, ar and ru on the member’s order, with the note as the shop’s', async () => {
    const { b, orderNo } = await shipped();
    const res = await admin(orderNo, 'logistics', { event: 'arrived', province: '310000', city: SHANGHAI, note: 'Hub 3' }, 'zh');
    expect(res.body.code, res.body.msg).toBe(0);
    expect(stepOf(await memberReads(b, orderNo, 'en'), 'logistics')).toEqual(["The parcel has arrived in Shanghai (shop's note: Hub 3)"]);
    expect(stepOf(await memberReads(b, orderNo, 'ar'), 'logistics')).toEqual([`وصل الطرد إلى ${FSI}شانغهاي${PDI} (ملاحظة المتجر: ${FSI}Hub 3${PDI})`]);
    expect(stepOf(await memberReads(b, orderNo, 'ru'), 'logistics')).toEqual(['Посылка прибыла в город Шанхай (примечание магазина: Hub 3)']);
    expect(stepOf(await consoleReads(orderNo, 'zh'), 'logistics')).toEqual(['包裹已到达上海市（商家备注：Hub 3）']);
    const parcel = await ctx.call<{ events: { kind: string; detail: string | null }[] }>('GET', `/api/order/logistics?orderNo=${orderNo}`, { headers: { ...b.headers, lang: 'ja' } });
    expect(parcel.body.data.events.find((e) => e.kind === 'logistics')?.detail).toBe('荷物が上海市に到着しました（ショップからのメモ：Hub 3）');

    expect((await admin(orderNo, 'logistics', { event: 'outForDelivery' })).body.code).toBe(0);
    expect(stepOf(await memberReads(b, orderNo, 'vi'), 'logistics')).toEqual(['Kiện hàng đã đến Thượng Hải (ghi chú của cửa hàng: Hub 3)', 'Kiện hàng đang được giao đến bạn']);
  });

  it('refuses "other" without a note, "arrived" without a city of the tree and a note too long, in the console’s language', async () => {
    const { orderNo } = await order(false);
    const other = await admin(orderNo, 'close', { reason: 'other', note: '  ' });
    expect(other.status).toBe(400);
    expect(other.body).toMatchObject({ code: -1, msg: 'Please add a note when you choose “Other”' });
    expect((await admin(orderNo, 'close', { reason: 'other' }, 'zh')).body.msg).toBe('选择“其他”时请填写备注');
    const long = await admin(orderNo, 'close', { reason: 'outOfStock', note: 'x'.repeat(151) });
    expect(long.status).toBe(400);
    expect(long.body.code).toBe(-1);
    expect(long.body.msg).toMatch(/too long|at most/i);
    expect((await admin(orderNo, 'close', { reason: 'typed freely' })).body.code).toBe(-1);

    const { orderNo: out } = await shipped();
    for (const json of [{ event: 'arrived' }, { event: 'arrived', city: '999999' }]) {
      const res = await admin(out, 'logistics', json);
      expect([res.status, res.body.msg]).toEqual([400, 'Please choose the city from the list']);
    }
    expect((await consoleReads(orderNo, 'en')).status).toBe('pending_payment');
  });

  it('reads a close reason and a refund refusal in the member’s language and the console’s', async () => {
    const { b, orderNo } = await order(true);
    expect((await admin(orderNo, 'close', { reason: 'outOfStock' })).body).toMatchObject({ code: -1 });
    const unpaid = await order(false);
    expect((await admin(unpaid.orderNo, 'close', { reason: 'undeliverable', note: '邮编不存在' })).body.code).toBe(0);
    const ru = await memberReads(unpaid.b, unpaid.orderNo, 'ru');
    expect(ru.cancelReason).toBe('Доставка по этому адресу невозможна (примечание магазина: 邮编不存在)');
    expect(stepOf(ru, 'close')).toEqual([ru.cancelReason]);
    expect((await consoleReads(unpaid.orderNo, 'en')).cancelReason).toBe("The address cannot be delivered to (shop's note: 邮编不存在)");

    expect((await admin(orderNo, 'ship', { carrier: 'jd', trackingNo: 'JD1' })).body.code).toBe(0);
    expect((await ctx.call('POST', '/api/order/refund', { json: { orderNo, reason: 'Changed my mind' }, headers: b.headers })).body.code).toBe(200);
    expect((await admin(orderNo, 'rejectRefund', { reason: 'periodPassed' })).body.code).toBe(0);
    expect(stepOf(await memberReads(b, orderNo, 'ar'), 'rejectRefund')).toEqual(['انتهت مدة الإرجاع']);
    expect(stepOf(await memberReads(b, orderNo, 'en'), 'rejectRefund')).toEqual(['The return period has passed']);
    expect(stepOf(await consoleReads(orderNo, 'zh'), 'rejectRefund')).toEqual(['已超过退货期限']);
  });

  it('shows words stored before the lists as they were typed', async () => {
    const { b, orderNo } = await shipped();
    const { id } = await ctx.db.kysely.selectFrom('orders').select('id').where('order_no', '=', orderNo).executeTakeFirstOrThrow();
    const at = new Date().toISOString();
    await ctx.db.kysely.insertInto('order_events').values({ order_id: id, kind: 'logistics', detail: '快件已到达深圳南山营业部', actor: 'operator', created_at: at }).execute();
    await ctx.db.kysely.updateTable('orders').set({ cancel_reason: 'Customer phoned to cancel' }).where('id', '=', id).execute();
    for (const lang of ['en', 'ar', 'ru']) {
      const d = await memberReads(b, orderNo, lang);
      expect(stepOf(d, 'logistics')).toEqual(['快件已到达深圳南山营业部']);
      expect(d.cancelReason).toBe('Customer phoned to cancel');
    }
  });
});
