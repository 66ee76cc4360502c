import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commands } from '../../src/server/ops/commands.ts';
import { DEMO_VIDEO_DIR } from '../../src/server/seed/video/demo-videos.ts';
import { operator, OPERATOR_PWD, type Operator } from './admin-fixture.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { newAccount, register } from './members.ts';
import { balanceOf, buyer, goodsWithStock, PAY_PWD, stockOf, submit, type Buyer } from './order-fixture.ts';
import { startTopUp } from './recharge-fixture.ts';
import { evaluate, receivedOrder, review } from './review-fixture.ts';
import { runOps } from './run-ops.ts';
import { publishedVideo } from './video-fixture.ts';

/**
 * Every operator action is one flow: its change and its audit entry commit together. With the audit log refusing
 * writes (a trigger), each action, from the console and from the terminal, must leave its record as it was and
 * no entry; with the log back, the same action goes through with one entry, the same name from both sides.
 */

let ctx: TestContext;
let owner: Operator;
beforeAll(async () => {
  ctx = await createTestContext({ TRUST_PROXY: 'true', REGISTER_MAX_PER_IP_HOUR: '10000', CODE_MAX_PER_IP_DAY: '10000' });
  owner = await operator(ctx, 'owner');
});
afterAll(() => ctx.close());

const db = () => ctx.db.kysely;

/** Makes every write to the audit log fail until the returned function is called. */
async function auditDown(): Promise<() => Promise<void>> {
  if (TEST_DIALECT === 'postgres') {
    await sql`CREATE OR REPLACE FUNCTION audit_down() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'audit down'; END $$ LANGUAGE plpgsql`.execute(db());
    await sql`CREATE TRIGGER audit_down BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_down()`.execute(db());
    return async () => void (await sql`DROP TRIGGER audit_down ON audit_log`.execute(db()));
  }
  await sql`CREATE TRIGGER audit_down BEFORE INSERT ON audit_log BEGIN SELECT RAISE(ABORT, 'audit down'); END`.execute(db());
  return async () => void (await sql`DROP TRIGGER audit_down`.execute(db()));
}

const auditCount = async () => Number((await db().selectFrom('audit_log').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

/** A console request that must not succeed. */
const viaConsole = (method: string, path: string, json?: unknown, op: () => Operator = () => owner) => async () => {
  const res = await ctx.call(method, path, { json, headers: op().headers });
  expect(res.body.code, `${method} ${path}`).not.toBe(0);
};

/** An operator command that must fail on the audit log. */
const viaTerminal = (...argv: string[]) => async () => {
  await expect(runOps(ctx, ...argv)).rejects.toThrow(/audit down/);
};

/**
 * Runs each attempt with the audit log refusing writes, then checks that what `read` sees is as it was and the
 * log has no new entry: the action's write was rolled back with its entry.
 */
async function leavesNoTrace(read: () => Promise<unknown>, ...attempts: (() => Promise<void>)[]) {
  const before = await read();
  const entries = await auditCount();
  const restore = await auditDown();
  try {
    for (const attempt of attempts) await attempt();
  } finally {
    await restore();
  }
  expect(await read()).toEqual(before);
  expect(await auditCount()).toBe(entries);
}

/** The latest audit entry, as the flow wrote it. */
const lastEntry = () => db().selectFrom('audit_log').select(['actor', 'action', 'target']).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();

async function paidOrder(b: Buyer, skuId: number): Promise<string> {
  const placed = await submit(ctx, b, [{ skuId, quantity: 2 }]);
  if (placed.body.code !== 200) throw new Error(`submit failed: ${placed.body.msg}`);
  const { orderNo } = placed.body.data;
  const paid = await ctx.call('POST', '/api/order/pay', { json: { orderNo, payPwd: PAY_PWD }, headers: b.headers });
  if (paid.body.code !== 200) throw new Error(`pay failed: ${paid.body.msg}`);
  return orderNo;
}

describe(`order flows with the audit log down (${TEST_DIALECT})`, () => {
  const orderOf = (orderNo: string) => async () => ({
    order: await db().selectFrom('orders').select(['status', 'carrier', 'tracking_no', 'cancel_reason', 'finished_at']).where('order_no', '=', orderNo).executeTakeFirstOrThrow(),
    events: (await db().selectFrom('order_events').innerJoin('orders', 'orders.id', 'order_events.order_id').select('kind').where('order_no', '=', orderNo).execute()).length,
  });

  it('ships nothing and adds no tracking event, from the console or the terminal', async () => {
    const b = await buyer(ctx);
    const { skuId } = await goodsWithStock(ctx, 10);
    const orderNo = await paidOrder(b, skuId);
    await leavesNoTrace(orderOf(orderNo), viaConsole('POST', `/api/admin/orders/${orderNo}/ship`, { carrier: 'SF', trackingNo: 'SF1' }), viaTerminal('ship', orderNo, 'SF', 'SF1'));
    expect((await ctx.call('POST', `/api/admin/orders/${orderNo}/ship`, { json: { carrier: 'SF', trackingNo: 'SF1' }, headers: owner.headers })).body.code).toBe(0);
    await leavesNoTrace(orderOf(orderNo), viaConsole('POST', `/api/admin/orders/${orderNo}/logistics`, { event: 'inTransit', note: 'Left the hub' }), viaTerminal('logistics', orderNo, 'Left', 'the', 'hub'));
    expect(await runOps(ctx, 'logistics', orderNo, 'Left', 'the', 'hub')).toEqual([`${orderNo}: logistics event added`]);
    expect(await lastEntry()).toEqual({ actor: 'operator', action: 'order.logistics', target: orderNo });
  });

  it('gives no money and no stock back, and refuses no refund, when the approval or refusal cannot be recorded', async () => {
    const b = await buyer(ctx, 50_000);
    const { skuId } = await goodsWithStock(ctx, 10);
    const orderNo = await paidOrder(b, skuId);
    await runOps(ctx, 'ship', orderNo, 'SF', 'SF2');
    const refund = await ctx.call('POST', '/api/order/refund', { json: { orderNo, reason: 'Changed my mind' }, headers: b.headers });
    expect(refund.body.code).toBe(200);
    const money = async () => ({ ...(await orderOf(orderNo)()), balance: await balanceOf(ctx, b.id), stock: await stockOf(ctx, skuId) });
    await leavesNoTrace(money, viaConsole('POST', `/api/admin/orders/${orderNo}/approveRefund`), viaTerminal('refund:approve', orderNo));
    await leavesNoTrace(money, viaConsole('POST', `/api/admin/orders/${orderNo}/rejectRefund`, { reason: 'usedOrDamaged', note: 'Opened' }), viaTerminal('refund:reject', orderNo, 'Opened'));
    expect((await ctx.call('POST', `/api/admin/orders/${orderNo}/approveRefund`, { headers: owner.headers })).body.code).toBe(0);
    expect([await balanceOf(ctx, b.id), await stockOf(ctx, skuId)]).toEqual([50_000, 10]);
    expect(await lastEntry()).toEqual({ actor: `operator:${owner.account}`, action: 'order.refund.approve', target: orderNo });
  });

  it('keeps an unpaid order open with its stock held when closing it cannot be recorded', async () => {
    const b = await buyer(ctx);
    const { skuId } = await goodsWithStock(ctx, 10);
    const placed = await submit(ctx, b, [{ skuId, quantity: 3 }]);
    const { orderNo } = placed.body.data;
    const held = async () => ({ ...(await orderOf(orderNo)()), stock: await stockOf(ctx, skuId) });
    await leavesNoTrace(held, viaConsole('POST', `/api/admin/orders/${orderNo}/close`, { reason: 'other', note: 'Duplicate' }), viaTerminal('close', orderNo, 'Duplicate'));
    expect(await runOps(ctx, 'close', orderNo, 'Duplicate')).toEqual([`${orderNo} closed`]);
    expect(await stockOf(ctx, skuId)).toBe(10);
  });
});

describe(`moderation flows with the audit log down (${TEST_DIALECT})`, () => {
  it('keeps a review on the goods page and in its totals when hiding or restoring it cannot be recorded', async () => {
    const b = await buyer(ctx);
    const order = await receivedOrder(ctx, b);
    await evaluate(ctx, b, order.orderNo, [review(order.itemIds[0]!, { score: 1, content: 'Spam spam spam' })]);
    const { id } = await db().selectFrom('reviews').select('id').where('order_item_id', '=', order.itemIds[0]!).executeTakeFirstOrThrow();
    const shown = async () => ({
      review: await db().selectFrom('reviews').select(['status', 'hidden_reason']).where('id', '=', id).executeTakeFirstOrThrow(),
      totals: await db().selectFrom('goods').select(['review_count', 'review_score_sum']).where('id', '=', order.goodsIds[0]!).executeTakeFirstOrThrow(),
    });
    await leavesNoTrace(shown, viaConsole('POST', `/api/admin/reviews/${id}/hide`, { reason: 'Advertising' }), viaTerminal('review:hide', String(id), 'Advertising'));
    expect(await runOps(ctx, 'review:hide', String(id), 'Advertising')).toEqual([`review #${id} hidden`]);
    await leavesNoTrace(shown, viaConsole('POST', `/api/admin/reviews/${id}/restore`), viaTerminal('review:restore', String(id)));
    expect((await ctx.call('POST', `/api/admin/reviews/${id}/restore`, { headers: owner.headers })).body.code).toBe(0);
    expect(await lastEntry()).toEqual({ actor: `operator:${owner.account}`, action: 'review.restore', target: `review:${id}` });
  });

  it('keeps a comment as it was when hiding or restoring it cannot be recorded', async () => {
    const videoId = await publishedVideo(ctx, { zh: '审核视频', en: 'Moderated video' });
    const m = await register(ctx);
    const posted = await ctx.call<{ id: number }>('POST', '/api/video/comment', { json: { videoId, content: 'spam spam' }, headers: { token: m.token } });
    const id = posted.body.data.id;
    const status = () => db().selectFrom('video_comments').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    await leavesNoTrace(status, viaConsole('POST', `/api/admin/comments/${id}/hide`, { reason: 'Spam' }), viaTerminal('comment:hide', String(id)));
    expect((await ctx.call('POST', `/api/admin/comments/${id}/hide`, { json: { reason: 'Spam' }, headers: owner.headers })).body.code).toBe(0);
    await leavesNoTrace(status, viaConsole('POST', `/api/admin/comments/${id}/restore`), viaTerminal('comment:restore', String(id)));
    expect(await runOps(ctx, 'comment:restore', String(id))).toEqual([`comment #${id} restored`]);
    expect(await lastEntry()).toEqual({ actor: 'operator', action: 'comment.restore', target: String(id) });
  });
});

describe(`console account flows with the audit log down (${TEST_DIALECT})`, () => {
  const asking = (...argv: string[]) => async () => {
    const [name, ...args] = argv;
    await expect(commands[name!]!.run(ctx.services, args, () => undefined, { secret: async () => 'another-pass-2' })).rejects.toThrow(/audit down/);
  };
  const accountOf = (account: string) => async () => ({
    operator: await db().selectFrom('operators').select(['role', 'disabled', 'pwd_hash']).where('account', '=', account).executeTakeFirst(),
    sessions: (await db().selectFrom('operator_sessions').innerJoin('operators', 'operators.id', 'operator_sessions.operator_id').select('token_hash').where('account', '=', account).execute()).length,
  });

  it('keeps a console account as it was, sessions too, when a change to it cannot be recorded', async () => {
    const staff = await operator(ctx, 'staff');
    const { id } = await db().selectFrom('operators').select('id').where('account', '=', staff.account).executeTakeFirstOrThrow();
    await leavesNoTrace(
      accountOf(staff.account),
      viaConsole('POST', `/api/admin/operators/${id}`, { disabled: true }),
      viaConsole('POST', `/api/admin/operators/${id}`, { role: 'owner' }),
      viaTerminal('operator:disable', staff.account),
      viaTerminal('operator:role', staff.account, '--role', 'owner'),
      asking('operator:password', staff.account),
    );
    expect((await ctx.call('GET', '/api/admin/me', { headers: staff.headers })).body.code).toBe(0);
    expect(await runOps(ctx, 'operator:disable', staff.account)).toEqual([`${staff.account}: disabled`]);
    expect((await ctx.call('GET', '/api/admin/me', { headers: staff.headers })).body.code).toBe(403);
    expect(await lastEntry()).toEqual({ actor: 'operator', action: 'operator.disable', target: staff.account });
  });

  it('creates no console account when its creation cannot be recorded', async () => {
    const account = newAccount('staff');
    await leavesNoTrace(accountOf(account), asking('operator:add', account, '--role', 'staff'));
    await commands['operator:add']!.run(ctx.services, [account, '--role', 'staff'], () => undefined, { secret: async () => OPERATOR_PWD });
    expect(await lastEntry()).toEqual({ actor: 'operator', action: 'operator.add', target: account });
  });
});

/** A picture uploaded through the console, made to the size of `kind`. */
async function media(kind: string): Promise<string> {
  const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#af57ff' } }).png().toBuffer();
  const form = new FormData();
  form.set('file', new File([new Uint8Array(png)], 'p.png', { type: 'image/png' }));
  const res = await ctx.app.request(`/api/admin/media/${kind}`, { method: 'POST', body: form, headers: owner.headers });
  return ((await res.json()) as { data: { url: string } }).data.url;
}

describe(`catalogue flows with the audit log down (${TEST_DIALECT})`, () => {
  it.each([
    ['categories', 'categories', async () => ({ names: { zh: '香氛', en: 'Fragrance' } })],
    ['brands', 'brands', async () => ({ logo: await media('brands'), sort: 1, names: { zh: '兰亭', en: 'Orchid Hall' }, stories: {} })],
    ['banners', 'banners', async () => ({ image: await media('banners'), link: '/goods/list', sort: 0, active: true, titles: { zh: '新品', en: 'New' }, subtitles: {} })],
  ] as const)('creates and changes no %s when the write cannot be recorded', async (path, table, input) => {
    const fields = await input();
    const created = await ctx.call<{ id: number; version: number }>('POST', `/api/admin/${path}`, { json: fields, headers: owner.headers });
    expect(created.body.code).toBe(0);
    const { id, version } = created.body.data;
    const stored = async () => ({
      record: (await ctx.call('GET', `/api/admin/${path}/${id}`, { headers: owner.headers })).body.data,
      count: Number((await db().selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
    });
    const renamed = { ...fields, sort: 7, version };
    await leavesNoTrace(stored, viaConsole('POST', `/api/admin/${path}`, fields), viaConsole('POST', `/api/admin/${path}/${id}`, renamed));
    expect((await ctx.call('POST', `/api/admin/${path}/${id}`, { json: renamed, headers: owner.headers })).body).toMatchObject({ code: 0, data: { sort: 7 } });
  });
});

describe(`stock counts with the audit log down (${TEST_DIALECT})`, () => {
  it('keeps the stock a SKU had when the count cannot be recorded', async () => {
    const { skuId } = await goodsWithStock(ctx, 10);
    await leavesNoTrace(() => stockOf(ctx, skuId), viaTerminal('stock', String(skuId), '3'));
    expect(await runOps(ctx, 'stock', String(skuId), '3')).toEqual([`SKU ${skuId}: stock 3`]);
    expect(await lastEntry()).toEqual({ actor: 'operator', action: 'sku.stock', target: String(skuId) });
  });
});

describe(`members' money and feedback with the audit log down (${TEST_DIALECT})`, () => {
  const accountOf = async (b: Buyer) => (await db().selectFrom('members').select('account').where('id', '=', b.id).executeTakeFirstOrThrow()).account;
  const money = (b: Buyer) => async () => ({
    balance: await balanceOf(ctx, b.id),
    ledger: (await db().selectFrom('balance_ledger').select('id').where('member_id', '=', b.id).execute()).length,
  });

  it('adjusts no balance and writes no ledger line when the adjustment cannot be recorded', async () => {
    const b = await buyer(ctx, 1000);
    const account = await accountOf(b);
    await leavesNoTrace(money(b), viaConsole('POST', `/api/admin/members/${b.id}/adjust`, { amount: 5, reason: 'goodwill' }), viaTerminal('balance:adjust', account, '+5', 'goodwill'));
    expect(await runOps(ctx, 'balance:adjust', account, '+5', 'goodwill')).toEqual([`${account}: balance now CN¥15.00`]);
    expect(await lastEntry()).toEqual({ actor: 'operator', action: 'balance.adjust', target: account });
  });

  it('credits no top-up and keeps it pending when settling it cannot be recorded', async () => {
    const b = await buyer(ctx, 0);
    const { rechargeNo } = await startTopUp(ctx, b.headers, 30_000);
    await db().updateTable('sandbox_payments').set({ status: 'paid' }).where('merchant_ref', '=', rechargeNo).execute();
    const topUp = async () => ({
      ...(await money(b)()),
      status: (await db().selectFrom('recharges').select('status').where('recharge_no', '=', rechargeNo).executeTakeFirstOrThrow()).status,
      callbacks: (await db().selectFrom('payment_callbacks').select('id').where('recharge_no', '=', rechargeNo).execute()).length,
    });
    await leavesNoTrace(topUp, viaConsole('POST', `/api/admin/recharges/${rechargeNo}/reconcile`), viaTerminal('recharge:reconcile', rechargeNo));
    expect((await ctx.call('POST', `/api/admin/recharges/${rechargeNo}/reconcile`, { headers: owner.headers })).body).toMatchObject({ code: 0, data: { status: 'paid' } });
    expect(await balanceOf(ctx, b.id)).toBeGreaterThanOrEqual(30_000);
    expect(await lastEntry()).toEqual({ actor: `operator:${owner.account}`, action: 'recharge.reconcile', target: rechargeNo });
  });

  it('leaves feedback unhandled when marking it cannot be recorded', async () => {
    const m = await register(ctx);
    await ctx.call('POST', '/api/feedback/add', { json: { content: 'The parcel box was dented', contactInformation: '', imageUrl: '' }, headers: { token: m.token } });
    const { id } = await db().selectFrom('feedback').select('id').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    const handled = () => db().selectFrom('feedback').select(['handled_at', 'handled_by']).where('id', '=', id).executeTakeFirstOrThrow();
    await leavesNoTrace(handled, viaConsole('POST', `/api/admin/feedback/${id}/handle`));
    expect((await ctx.call('POST', `/api/admin/feedback/${id}/handle`, { headers: owner.headers })).body.code).toBe(0);
    expect(await handled()).toMatchObject({ handled_by: owner.account });
  });
});

describe(`goods flows with the audit log down (${TEST_DIALECT})`, () => {
  it('creates, saves and shelves no goods when the write cannot be recorded', async () => {
    const category = await ctx.call<{ id: number }>('POST', '/api/admin/categories', { json: { names: { zh: '审计' } }, headers: owner.headers });
    const itemNo = `AUDIT-${Date.now()}`;
    const input = {
      itemNo,
      categoryId: category.body.data.id,
      brandId: null,
      price: 12900,
      marketPrice: 15900,
      onShelf: true,
      images: [await media('goods')],
      texts: { zh: { name: '玫瑰精油' }, en: { name: 'Rose Oil' } },
      skus: [{ values: [], stock: 5, price: null }],
    };
    const count = async () => (await db().selectFrom('goods').select('id').where('item_no', 'like', `${itemNo}%`).execute()).length;
    await leavesNoTrace(count, viaConsole('POST', '/api/admin/goods', input));
    const created = await ctx.call<{ id: number; version: number; skus: { id: number; stockWas: number }[] }>('POST', '/api/admin/goods', { json: input, headers: owner.headers });
    expect(created.body.code).toBe(0);
    const { id, version, skus } = created.body.data;
    const goods = async () => (await ctx.call('GET', `/api/admin/goods/${id}`, { headers: owner.headers })).body.data;
    const saved = { ...input, itemNo: `${itemNo}-2`, price: 9900, version, skus: [{ id: skus[0]!.id, values: [], stock: 9, stockWas: skus[0]!.stockWas, price: null }] };
    await leavesNoTrace(goods, viaConsole('POST', `/api/admin/goods/${id}`, saved), viaConsole('POST', `/api/admin/goods/${id}/shelf`, { onShelf: false }));
    expect((await ctx.call('POST', `/api/admin/goods/${id}`, { json: saved, headers: owner.headers })).body).toMatchObject({ code: 0, data: { price: 9900, skus: [{ stock: 9 }] } });
    expect(await lastEntry()).toEqual({ actor: `operator:${owner.account}`, action: 'goods.update', target: String(id) });
  });
});

describe(`video flows with the audit log down (${TEST_DIALECT})`, () => {
  const upload = async (kind: 'video' | 'poster', bytes: Uint8Array<ArrayBuffer>) => {
    const res = await ctx.app.request(`/api/admin/videos/upload/${kind}`, { method: 'POST', body: bytes, headers: { ...owner.headers, 'content-type': 'application/octet-stream' } });
    return ((await res.json()) as { data: { key: string } }).data.key;
  };
  const videoCount = async () => (await db().selectFrom('videos').select('id').execute()).length;

  it('adds no video, from the console or the terminal, and keeps the console upload for another try', async () => {
    const key = await upload('video', new Uint8Array(await readFile(join(DEMO_VIDEO_DIR, 'rose-bath-360.mp4'))));
    const json = { video: key, texts: { zh: { title: '审计视频' }, en: { title: 'Audited video' } }, goodsIds: [] };
    await leavesNoTrace(videoCount, viaConsole('POST', '/api/admin/videos', json), viaTerminal('video:add', join(DEMO_VIDEO_DIR, 'rose-bath-360.mp4'), '--title', '终端视频'));
    const created = await ctx.call<{ texts: object }>('POST', '/api/admin/videos', { json, headers: owner.headers });
    expect(created.body).toMatchObject({ code: 0, data: { status: 'draft', texts: { zh: { title: '审计视频' }, en: { title: 'Audited video' } } } });
  });

  it('keeps a video as it was when publishing, editing, a new poster, source, words or goods cannot be recorded', async () => {
    const id = await publishedVideo(ctx, { zh: '审计', en: 'Audit' });
    const { goodsId } = await goodsWithStock(ctx, 5);
    const video = async () => ({
      edit: (await ctx.call('GET', `/api/admin/videos/${id}`, { headers: owner.headers })).body.data,
      sources: (await db().selectFrom('video_sources').select(['src', 'height']).where('video_id', '=', id).orderBy('height').execute()),
    });
    const { version } = (await ctx.call<{ version: number }>('GET', `/api/admin/videos/${id}`, { headers: owner.headers })).body.data;
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#203040' } }).png().toBuffer();
    const posterKey = await upload('poster', new Uint8Array(png));
    const poster = join(DEMO_VIDEO_DIR, 'silk-robe.webp');
    await leavesNoTrace(
      video,
      viaConsole('POST', `/api/admin/videos/${id}/unpublish`),
      viaTerminal('video:unpublish', String(id)),
      viaConsole('POST', `/api/admin/videos/${id}`, { texts: { zh: { title: '新标题' } }, goodsIds: [goodsId], newPoster: posterKey, version }),
      viaTerminal('video:poster', String(id), poster),
      viaTerminal('video:source', String(id), join(DEMO_VIDEO_DIR, 'silk-robe-720.mp4')),
      viaTerminal('video:text', String(id), 'ja', '--title', '監査'),
      viaTerminal('video:goods', String(id), String(goodsId)),
    );
    const edited = await ctx.call('POST', `/api/admin/videos/${id}`, { json: { texts: { zh: { title: '新标题' } }, goodsIds: [goodsId], newPoster: posterKey, version }, headers: owner.headers });
    expect(edited.body).toMatchObject({ code: 0, data: { goodsIds: [goodsId], texts: { zh: { title: '新标题' } } } });
    expect(await runOps(ctx, 'video:unpublish', String(id))).toEqual([`video #${id} taken down`]);
    expect(await lastEntry()).toEqual({ actor: 'operator', action: 'video.unpublish', target: String(id) });
  });
});

describe(`one action name from the console and the terminal (${TEST_DIALECT})`, () => {
  /** The action the last audit entry names after `run`. */
  const recorded = async (run: () => Promise<unknown>) => {
    await run();
    return (await lastEntry()).action;
  };
  const fromConsole = (path: string, json?: unknown) => async () => {
    const res = await ctx.call('POST', `/api/admin${path}`, { json, headers: owner.headers });
    expect(res.body.code, path).toBe(0);
  };
  const fromTerminal = (...argv: string[]) => () => runOps(ctx, ...argv);
  const pairs: { console: string; terminal: string }[] = [];
  const both = async (console: () => Promise<unknown>, terminal: () => Promise<unknown>) => void pairs.push({ console: await recorded(console), terminal: await recorded(terminal) });

  it('names each action the same whichever side ran it', async () => {
    const b = await buyer(ctx, 1_000_000);
    const { skuId } = await goodsWithStock(ctx, 100);
    const [one, two] = [await paidOrder(b, skuId), await paidOrder(b, skuId)];
    await both(fromConsole(`/orders/${one}/ship`, { carrier: 'SF', trackingNo: 'SF1' }), fromTerminal('ship', two, 'SF', 'SF2'));
    await both(fromConsole(`/orders/${one}/logistics`, { event: 'inTransit' }), fromTerminal('logistics', two, 'On', 'its', 'way'));
    const askRefund = (orderNo: string) => ctx.call('POST', '/api/order/refund', { json: { orderNo, reason: 'Changed my mind' }, headers: b.headers });
    for (const orderNo of [one, two]) await askRefund(orderNo);
    await both(fromConsole(`/orders/${one}/rejectRefund`, { reason: 'usedOrDamaged' }), fromTerminal('refund:reject', two, 'Opened'));
    for (const orderNo of [one, two]) await askRefund(orderNo);
    await both(fromConsole(`/orders/${one}/approveRefund`), fromTerminal('refund:approve', two));
    const [three, four] = [(await submit(ctx, b, [{ skuId, quantity: 1 }])).body.data.orderNo, (await submit(ctx, b, [{ skuId, quantity: 1 }])).body.data.orderNo];
    await both(fromConsole(`/orders/${three}/close`, { reason: 'buyerAsked' }), fromTerminal('close', four, 'Duplicate'));

    const reviewed = async () => {
      const order = await receivedOrder(ctx, b);
      await evaluate(ctx, b, order.orderNo, [review(order.itemIds[0]!)]);
      return String((await db().selectFrom('reviews').select('id').where('order_item_id', '=', order.itemIds[0]!).executeTakeFirstOrThrow()).id);
    };
    const [r1, r2] = [await reviewed(), await reviewed()];
    await both(fromConsole(`/reviews/${r1}/hide`, { reason: 'Spam' }), fromTerminal('review:hide', r2, 'Spam'));
    await both(fromConsole(`/reviews/${r1}/restore`), fromTerminal('review:restore', r2));

    const videoId = await publishedVideo(ctx, { zh: '同名视频', en: 'Same names' });
    const m = await register(ctx);
    const comment = async () => String((await ctx.call<{ id: number }>('POST', '/api/video/comment', { json: { videoId, content: 'hello' }, headers: { token: m.token } })).body.data.id);
    const [c1, c2] = [await comment(), await comment()];
    await both(fromConsole(`/comments/${c1}/hide`, { reason: 'Spam' }), fromTerminal('comment:hide', c2));
    await both(fromConsole(`/comments/${c1}/restore`), fromTerminal('comment:restore', c2));

    const mp4 = await readFile(join(DEMO_VIDEO_DIR, 'rose-bath-360.mp4'));
    const uploaded = await ctx.app.request('/api/admin/videos/upload/video', { method: 'POST', body: new Uint8Array(mp4), headers: { ...owner.headers, 'content-type': 'application/octet-stream' } });
    const { key } = ((await uploaded.json()) as { data: { key: string } }).data;
    const ids = { console: '', terminal: '' };
    await both(
      async () => {
        const res = await ctx.call<{ id: number }>('POST', '/api/admin/videos', { json: { video: key, texts: { zh: { title: '控制台视频' } } }, headers: owner.headers });
        expect(res.body.code).toBe(0);
        ids.console = String(res.body.data.id);
      },
      async () => {
        const [said] = await runOps(ctx, 'video:add', join(DEMO_VIDEO_DIR, 'rose-bath-360.mp4'), '--title', '终端视频');
        ids.terminal = /video #(\d+)/.exec(said!)![1]!;
      },
    );
    await both(fromConsole(`/videos/${ids.console}/publish`), fromTerminal('video:publish', ids.terminal));
    await both(fromConsole(`/videos/${ids.console}/unpublish`), fromTerminal('video:unpublish', ids.terminal));

    const account = (await db().selectFrom('members').select('account').where('id', '=', b.id).executeTakeFirstOrThrow()).account;
    await both(fromConsole(`/members/${b.id}/adjust`, { amount: 5, reason: 'goodwill' }), fromTerminal('balance:adjust', account, '+5', 'goodwill'));
    const [t1, t2] = [(await startTopUp(ctx, b.headers, 10_000)).rechargeNo, (await startTopUp(ctx, b.headers, 10_000)).rechargeNo];
    await both(fromConsole(`/recharges/${t1}/reconcile`), fromTerminal('recharge:reconcile', t2));

    const [s1, s2] = [await operator(ctx, 'staff'), await operator(ctx, 'staff')];
    const idOf = async (op: Operator) => (await db().selectFrom('operators').select('id').where('account', '=', op.account).executeTakeFirstOrThrow()).id;
    const s1Id = await idOf(s1);
    await both(fromConsole(`/operators/${s1Id}`, { disabled: true }), fromTerminal('operator:disable', s2.account));
    await both(fromConsole(`/operators/${s1Id}`, { disabled: false }), fromTerminal('operator:enable', s2.account));
    await both(fromConsole(`/operators/${s1Id}`, { role: 'owner' }), fromTerminal('operator:role', s2.account, '--role', 'owner'));

    expect(pairs.filter((p) => p.console !== p.terminal)).toEqual([]);
    expect(pairs).toHaveLength(17);
  });
});
