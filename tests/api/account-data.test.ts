import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePendingExports } from '../../src/server/member/data-export.service.ts';
import { addToTotals, goodsTotals } from '../../src/server/reviews/review.repository.ts';
import { cleanUp } from '../../src/server/jobs/cleanup.ts';
import { shipOrder } from '../../src/server/orders/operator.service.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { lastCodeTo, lastMailTo } from './members.ts';
import { PAY_PWD, balanceOf, buyer, goodsWithStock, submit, type Buyer } from './order-fixture.ts';

/** A member downloads a copy of their data, and deletes their account (issue 35, decision 096). */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ REGISTER_MAX_PER_IP_HOUR: '10000', CODE_MAX_PER_IP_DAY: '10000', CODE_MAX_PER_ADDRESS_DAY: '100' });
});
afterAll(() => ctx.close());

const exportsJob = () => makePendingExports({ db: ctx.db.kysely, mailer: ctx.services.mailer, publicSiteUrl: 'https://shop.example' });
const emailOf = async (b: Buyer) => (await ctx.db.kysely.selectFrom('members').select('email').where('id', '=', b.id).executeTakeFirstOrThrow()).email!;

async function code(b: Buyer): Promise<string> {
  const email = await emailOf(b);
  // Each step here wants a fresh code at once; the shop asks a minute between two (members.ts tests that limit).
  await ctx.db.kysely.deleteFrom('rate_limits').where('key', '=', `code:send:verify:${email}`).execute();
  expect((await ctx.call('POST', '/api/member/sendEmailCode', { json: {}, headers: b.headers })).body.code).toBe(200);
  return lastCodeTo(ctx, email);
}

async function paidOrder(b: Buyer, skuId: number): Promise<string> {
  const { body } = await submit(ctx, b, [{ skuId, quantity: 1 }]);
  expect(body.code, body.msg).toBe(200);
  const paid = await ctx.call('POST', '/api/order/pay', { json: { orderNo: body.data.orderNo, payPwd: PAY_PWD }, headers: b.headers });
  expect(paid.body.code, paid.body.msg).toBe(200);
  return body.data.orderNo;
}

const deleteAccount = (b: Buyer, body: object) => ctx.call('POST', '/api/member/deleteAccount', { json: body, headers: b.headers });

describe(`download my data (${TEST_DIALECT})`, () => {
  it('is made by the job, mailed, downloadable while signed in, and holds what the member did', async () => {
    const b = await buyer(ctx, 50_000);
    const { goodsId, skuId } = await goodsWithStock(ctx, 5);
    const orderNo = await paidOrder(b, skuId);
    await ctx.call('POST', '/api/collect/addGoodsCollect', { json: { goodsId }, headers: b.headers });
    await ctx.call('GET', `/api/goods/details?id=${goodsId}`, { headers: b.headers });

    expect((await ctx.call('GET', '/api/member/exportData', { headers: b.headers })).body.data).toEqual({ status: 'none' });
    const asked = await ctx.call<{ status: string }>('POST', '/api/member/exportData', { headers: b.headers });
    expect(asked.body).toMatchObject({ code: 200, msg: 'We are preparing your data and will email you when it is ready.', data: { status: 'pending' } });
    expect((await ctx.call('GET', '/api/member/exportData/file', { headers: b.headers })).body).toMatchObject({ code: -1, msg: 'There is no copy of your data ready to download. Please ask for a new one.' });

    expect(await exportsJob()).toBe(1);
    const status = await ctx.call<{ status: string; bytes: number; expiresAt: string }>('GET', '/api/member/exportData', { headers: b.headers });
    expect(status.body.data.status).toBe('ready');
    expect(Date.parse(status.body.data.expiresAt) - Date.now()).toBeGreaterThan(23 * 3_600_000);
    const mail = await lastMailTo(ctx, await emailOf(b));
    expect(mail?.subject).toBe('Your Orchid account: your data is ready');
    expect(mail?.text).toContain('https://shop.example/en/mine/setting#privacy');

    const guest = await ctx.call('GET', '/api/member/exportData/file');
    expect(guest.body.code).toBe(403);
    const file = await ctx.app.request('/api/member/exportData/file', { headers: b.headers });
    expect(file.headers.get('content-type')).toBe('application/zip');
    expect(file.headers.get('cache-control')).toBe('no-store');
    const files = unzipSync(new Uint8Array(await file.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(
      ['README.txt', 'addresses.csv', 'balance.csv', 'data.json', 'favourite-goods.csv', 'favourite-videos.csv', 'feedback.csv', 'order-lines.csv', 'orders.csv', 'profile.csv', 'recently-viewed.csv', 'reviews.csv', 'top-ups.csv', 'video-comments.csv'].map((f) => `orchid-data/${f}`).sort(),
    );
    const data = JSON.parse(strFromU8(files['orchid-data/data.json']!)) as Record<string, Record<string, unknown>[]> & { profile: Record<string, unknown> };
    expect(data.profile).toMatchObject({ email: await emailOf(b), balance: expect.any(Number) });
    expect(data.orders!.map((o) => o.order_no)).toEqual([orderNo]);
    expect(data.lines).toHaveLength(1);
    expect(data.favouriteGoods!.map((f) => f.goods_id)).toEqual([goodsId]);
    expect(data.recentlyViewed!.map((f) => f.goods_id)).toEqual([goodsId]);
    expect(data.addresses![0]).toMatchObject({ name: '张三', mobile: '13800138000' });
    // The ledger in yuan, as pages show it: 500.00 in, the order's amount out.
    const ledger = data.ledger!;
    expect(ledger[0]).toMatchObject({ type: 'adjust', amount: 500 });
    expect(ledger.at(-1)!.balance_after).toBe(data.profile.balance);
    const orders = strFromU8(files['orchid-data/orders.csv']!);
    expect(orders.split('\r\n')[1]).toContain(orderNo);
    expect(strFromU8(files['orchid-data/README.txt']!)).toContain('order-lines.csv: orders and their goods');
  });

  it('asking again while one is made changes nothing; a burst makes one export; the clean-up job removes a day-old one', async () => {
    const b = await buyer(ctx, 0);
    const asks = await Promise.all(Array.from({ length: 20 }, () => ctx.call<{ status: string }>('POST', '/api/member/exportData', { headers: b.headers })));
    expect(asks.every((a) => a.status < 500)).toBe(true);
    expect(asks.filter((a) => a.body.code === 200).length).toBeGreaterThan(0);
    const rows = () => ctx.db.kysely.selectFrom('data_exports').select(['id', 'status']).where('member_id', '=', b.id).execute();
    expect(await rows()).toHaveLength(1);
    await exportsJob();
    await ctx.db.kysely.updateTable('data_exports').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('member_id', '=', b.id).execute();
    expect((await ctx.call('GET', '/api/member/exportData', { headers: b.headers })).body.data).toEqual({ status: 'none' });
    expect((await ctx.call('GET', '/api/member/exportData/file', { headers: b.headers })).body).toMatchObject({ code: -1, msg: 'There is no copy of your data ready to download. Please ask for a new one.' });
    expect((await cleanUp(ctx.db.kysely)).exports).toBeGreaterThanOrEqual(1);
    expect(await rows()).toHaveLength(0);
  });
});

describe(`delete my account (${TEST_DIALECT})`, () => {
  it('is refused with the reason while an order is unshipped, and done once it has shipped', async () => {
    const b = await buyer(ctx, 0);
    const { goodsId, skuId } = await goodsWithStock(ctx, 5);
    await ctx.db.kysely.updateTable('members').set({ balance: 10_000 }).where('id', '=', b.id).execute();
    await ctx.db.kysely.insertInto('balance_ledger').values({ member_id: b.id, type: 'adjust', amount: 10_000, balance_after: 10_000, order_no: null, ref: null, note: 'test', created_at: new Date().toISOString() }).execute();
    const orderNo = await paidOrder(b, skuId);
    await ctx.call('POST', '/api/collect/addGoodsCollect', { json: { goodsId }, headers: b.headers });

    const refused = await deleteAccount(b, { pwd: 'secret123', code: await code(b), reviews: 'keep', forfeitBalance: true });
    expect(refused.body).toMatchObject({ code: -1, msg: `Order ${orderNo} has not been shipped (or paid) yet. You can delete your account once it has been shipped, or after cancelling it.` });

    await shipOrder(ctx.db.kysely, {}, orderNo, 'SF', 'SF900');
    const left = await balanceOf(ctx, b.id);
    expect(left).toBeGreaterThan(0);
    const withoutForfeit = await deleteAccount(b, { pwd: 'secret123', code: await code(b), reviews: 'keep' });
    expect(withoutForfeit.body.msg).toBe(`Your balance still holds ¥${(left / 100).toFixed(2)}. Ask the shop to pay it out first, or confirm that you give it up.`);
    expect((await deleteAccount(b, { pwd: 'wrong-pwd', code: await code(b), reviews: 'keep', forfeitBalance: true })).body.msg).toBe('The login password is wrong.');

    const email = await emailOf(b);
    const done = await deleteAccount(b, { pwd: 'secret123', code: await code(b), reviews: 'keep', forfeitBalance: true });
    expect(done.body).toMatchObject({ code: 200, msg: 'Your account has been deleted.' });

    const row = await ctx.db.kysely.selectFrom('members').selectAll().where('id', '=', b.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ account: `deleted-${b.id}`, nickname: '', email: null, avatar: null, pay_pwd_hash: null, balance: 0 });
    expect(row.deleted_at).toBeTruthy();
    const { account } = await ctx.db.kysely.selectFrom('orders').select(['consignee as account']).where('order_no', '=', orderNo).executeTakeFirstOrThrow();
    expect(account).toBe('');
    for (const table of ['member_addresses', 'goods_collects', 'footprints', 'sessions'] as const) {
      expect(await ctx.db.kysely.selectFrom(table).select('member_id').where('member_id', '=', b.id).execute(), table).toHaveLength(0);
    }
    // The ledger still adds up: every line's balance follows from the one before, to zero.
    const ledger = await ctx.db.kysely.selectFrom('balance_ledger').select(['amount', 'balance_after', 'note']).where('member_id', '=', b.id).orderBy('id').execute();
    let running = 0;
    for (const line of ledger) expect((running += Number(line.amount))).toBe(Number(line.balance_after));
    expect(running).toBe(0);
    expect(ledger.at(-1)!.note).toBe('account deleted: balance forfeited');
    // Signed out, and the account name no longer signs in.
    expect((await ctx.call('GET', '/api/member/getMemberInfo', { headers: b.headers })).body.code).toBe(403);
    expect((await lastMailTo(ctx, email))?.subject).toBe('Orchid Mall verification code');
    const audit = await ctx.db.kysely.selectFrom('audit_log').select(['actor', 'detail']).where('action', '=', 'member.delete').where('target', '=', String(b.id)).executeTakeFirstOrThrow();
    expect(audit.actor).toBe(`member:${b.id}`);
    // The console shows what is left, marked deleted.
    const console = await ctx.services.member.db.selectFrom('members').select('deleted_at').where('id', '=', b.id).executeTakeFirstOrThrow();
    expect(console.deleted_at).toBe(row.deleted_at);
  });

  it('a burst of deletions deletes once; bad bodies are refused without a 5xx and change nothing', async () => {
    const b = await buyer(ctx, 0);
    for (const body of [{}, { pwd: 1 }, { pwd: 'secret123', reviews: 'maybe' }, { pwd: 'secret123', reviews: 'keep', code: 'abc' }, { pwd: ['x'], reviews: null }, { pwd: 'secret123', reviews: 'keep' }]) {
      const res = await deleteAccount(b, body);
      expect(res.status, JSON.stringify(body)).toBeLessThan(500);
      expect(res.body.code, JSON.stringify(body)).toBe(-1);
    }
    const c = await code(b);
    const burst = await Promise.all(Array.from({ length: 20 }, () => deleteAccount(b, { pwd: 'secret123', code: c, reviews: 'delete' })));
    expect(burst.every((r) => r.status < 500)).toBe(true);
    expect(burst.filter((r) => r.body.code === 200)).toHaveLength(1);
    const audits = await ctx.db.kysely.selectFrom('audit_log').select('id').where('action', '=', 'member.delete').where('target', '=', String(b.id)).execute();
    expect(audits).toHaveLength(1);
  });

  it('an order placed while the account is deleted lands before the deletion (which is then refused) or not at all', async () => {
    for (let round = 0; round < 3; round += 1) {
      const b = await buyer(ctx, 50_000);
      const { skuId } = await goodsWithStock(ctx, 50);
      const c = await code(b);
      const [placed, deleted] = await Promise.all([submit(ctx, b, [{ skuId, quantity: 1 }]), deleteAccount(b, { pwd: 'secret123', code: c, reviews: 'keep', forfeitBalance: true })]);
      expect(placed.status).toBeLessThan(500);
      expect(deleted.status).toBeLessThan(500);
      const member = await ctx.db.kysely.selectFrom('members').select('deleted_at').where('id', '=', b.id).executeTakeFirstOrThrow();
      const orders = await ctx.db.kysely.selectFrom('orders').select('order_no').where('member_id', '=', b.id).execute();
      if (deleted.body.code === 200) {
        expect(member.deleted_at).toBeTruthy();
        expect(placed.body.code).not.toBe(200);
        expect(orders).toHaveLength(0);
      } else {
        expect(member.deleted_at).toBeNull();
        expect(placed.body.code).toBe(200);
        expect(deleted.body.msg).toContain(placed.body.data.orderNo);
      }
    }
  });

  it('with reviews deleted the goods loses them from its totals; kept ones read as a former member', async () => {
    const keep = await buyer(ctx, 0);
    const drop = await buyer(ctx, 0);
    const { goodsId } = await goodsWithStock(ctx, 5);
    const now = new Date().toISOString();
    for (const b of [keep, drop]) {
      await ctx.db.kysely.insertInto('reviews').values({ goods_id: goodsId, member_id: b.id, sku_label: null, score: 5, content: `review by ${b.id}`, created_at: now, order_item_id: null, sku_id: null, locale: 'en', follow_up: null, follow_up_images: null, follow_up_at: null, hidden_reason: null, moderated_at: null }).execute();
    }
    // Written as the review flow writes them: the goods' totals count both.
    await addToTotals(ctx.db.kysely, goodsId, { count: 2, scoreSum: 10, positive: 2, pictures: 0 });
    expect((await deleteAccount(keep, { pwd: 'secret123', code: await code(keep), reviews: 'keep' })).body.code).toBe(200);
    expect((await deleteAccount(drop, { pwd: 'secret123', code: await code(drop), reviews: 'delete' })).body).toMatchObject({ code: 200 });
    const list = await ctx.call<{ list: { nickname: string; content: string }[] }>('GET', `/api/goods/evaluateList?goodsId=${goodsId}&page=1&pageSize=10`, { headers: { lang: 'en' } });
    expect(list.body.data.list.map((r) => [r.nickname, r.content])).toEqual([['A former member', `review by ${keep.id}`]]);
    expect(await goodsTotals(ctx.db.kysely, goodsId)).toEqual({ review_count: 1, review_score_sum: 5, review_positive: 1, review_pictures: 0 });
  });
});
