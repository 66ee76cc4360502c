import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operator, type Operator } from './admin-fixture.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { BEIJING, goodsWithStock, statusOf, submit } from './order-fixture.ts';
import { buyer, evaluate, followUp, receivedOrder, review, type Buyer } from './review-fixture.ts';
import { publishedVideo } from './video-fixture.ts';

/**
 * Direction overrides, embeddings and isolates (U+202A–U+202E, U+2066–U+2069) turn text around for everyone
 * who reads it. Every text a member writes reaches the database without them, whichever route it came by.
 */
const BIDI = /[\u202A-\u202E\u2066-\u2069]/;
const LRE = '\u202A';
const RLE = '\u202B';
const PDF = '\u202C';
const LRO = '\u202D';
const RLO = '\u202E';
const LRI = '\u2066';
const RLI = '\u2067';
const FSI = '\u2068';
const PDI = '\u2069';
/** `text` with every kind of direction control worked into it. */
const spoiled = (text: string) => `${RLO}${text.slice(0, 2)}${LRE}${RLE}${text.slice(2, 4)}${PDF}${LRO}${LRI}${text.slice(4)}${RLI}${FSI}${PDI}`;

let ctx: TestContext;
let b: Buyer;
let owner: Operator;
beforeAll(async () => {
  ctx = await createTestContext({ COMMENTS_PER_MINUTE: '1000', COMMENTS_PER_DAY: '1000' });
  b = await buyer(ctx);
  owner = await operator(ctx, 'owner');
});
afterAll(() => ctx.close());

const post = (path: string, json: unknown) => ctx.call('POST', path, { json, headers: b.headers });
const db = () => ctx.db.kysely;

describe(`direction controls in member text (${TEST_DIALECT})`, () => {
  it('the spoiled samples hold every control, and only those', () => {
    const sample = spoiled('gpj.exe');
    for (const c of [LRE, RLE, PDF, LRO, RLO, LRI, RLI, FSI, PDI]) expect(sample).toContain(c);
    expect(sample.replace(new RegExp(BIDI.source, 'g'), '')).toBe('gpj.exe');
  });

  it('leaves them out of a nickname, and a nickname of nothing else is no nickname', async () => {
    const saved = await post('/api/member/updateMemberInfo', { nickname: spoiled('Rose Lee') });
    expect(saved.body.code).toBe(200);
    const row = await db().selectFrom('members').select('nickname').where('id', '=', b.id).executeTakeFirstOrThrow();
    expect(row.nickname).toBe('Rose Lee');
    const empty = await post('/api/member/updateMemberInfo', { nickname: `${RLO}${PDF}${FSI}` });
    expect(empty.body).toMatchObject({ code: -1, msg: 'Please enter a nickname' });
  });

  it('leaves them out of an address, added or changed, as JSON or as a form', async () => {
    const added = await ctx.call<{ id: number }>('POST', '/api/memberAddress/add', {
      json: { name: spoiled('张三丰'), mobile: '13800138000', ...BEIJING, detail: spoiled('幸福路 8 号楼 808') },
      headers: b.headers,
    });
    expect(added.body.code).toBe(200);
    const form = new URLSearchParams({ id: String(added.body.data.id), name: spoiled('李四光'), mobile: '13900139000', provinceId: '110000', cityId: '110100', districtId: '110101', detail: spoiled('光明街 9 号 909') }).toString();
    const updated = await ctx.call('POST', '/api/memberAddress/update', { form, headers: b.headers });
    expect(updated.body.code).toBe(200);
    const rows = await db().selectFrom('member_addresses').select(['name', 'detail']).where('member_id', '=', b.id).execute();
    for (const r of rows) expect(`${r.name} ${r.detail}`).not.toMatch(BIDI);
    expect(rows).toContainEqual({ name: '李四光', detail: '光明街 9 号 909' });
  });

  it('leaves them out of feedback', async () => {
    expect((await post('/api/feedback/add', { content: spoiled('The parcel arrived open') })).body.code).toBe(200);
    const row = await db().selectFrom('feedback').select('content').where('member_id', '=', b.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row.content).toBe('The parcel arrived open');
  });

  it('leaves them out of video comments and replies', async () => {
    const video = await publishedVideo(ctx, { zh: '玫瑰', en: 'Rose' });
    const top = await ctx.call<{ id: number }>('POST', '/api/video/comment', { json: { videoId: video, content: spoiled('Lovely colours') }, headers: b.headers });
    expect(top.body.code).toBe(200);
    const reply = await post('/api/video/comment', { videoId: video, parentId: top.body.data.id, content: spoiled('مرحبا بكم 123') });
    expect(reply.body.code).toBe(200);
    const rows = await db().selectFrom('video_comments').select('content').where('video_id', '=', video).orderBy('id').execute();
    // Arabic and digits stay as written: only the controls go.
    expect(rows.map((r) => r.content)).toEqual(['Lovely colours', 'مرحبا بكم 123']);
  });

  it('leaves them out of the buyer message, and of the reason of a refund', async () => {
    const { skuId } = await goodsWithStock(ctx, 5);
    const placed = await submit(ctx, b, [{ skuId, quantity: 1 }], { buyerMessage: spoiled('Please ring twice') });
    expect(placed.body.code).toBe(200);
    const { orderNo } = placed.body.data;
    const paid = await post('/api/order/pay', { orderNo, payPwd: '246810' });
    expect(paid.body.code).toBe(200);
    expect((await post('/api/order/refund', { orderNo, reason: spoiled('Ordered the wrong size') })).body.code).toBe(200);
    expect(await statusOf(ctx, orderNo)).not.toBe('paid');
    const row = await db().selectFrom('orders').select(['buyer_message', 'refund_reason']).where('order_no', '=', orderNo).executeTakeFirstOrThrow();
    expect(row).toEqual({ buyer_message: 'Please ring twice', refund_reason: 'Ordered the wrong size' });
  });

  it('leaves them out of reviews and their follow-ups', async () => {
    const order = await receivedOrder(ctx, b);
    const itemId = order.itemIds[0]!;
    expect((await evaluate(ctx, b, order.orderNo, [review(itemId, { content: spoiled('Smells of real roses') })])).body.code).toBe(200);
    expect((await followUp(ctx, b, itemId, { content: spoiled('Still lovely a month on') })).body.code).toBe(200);
    const row = await db().selectFrom('reviews').select(['content', 'follow_up']).where('order_item_id', '=', itemId).executeTakeFirstOrThrow();
    expect(row).toEqual({ content: 'Smells of real roses', follow_up: 'Still lovely a month on' });
    const blank = await receivedOrder(ctx, b);
    const refused = await evaluate(ctx, b, blank.orderNo, [review(blank.itemIds[0]!, { content: `${RLO}${PDF}` })]);
    expect(refused.body).toMatchObject({ code: -1, msg: 'Please write a few words about the goods' });
  });

  it('leaves them out of what an operator writes that members read: a refund refused, a tracking event', async () => {
    const order = await receivedOrder(ctx, b, 1, false);
    expect((await post('/api/order/refund', { orderNo: order.orderNo, reason: 'Damaged' })).body.code).toBe(200);
    const headers = { ...owner.headers, lang: 'en' };
    const rejected = await ctx.call('POST', `/api/admin/orders/${order.orderNo}/rejectRefund`, { json: { reason: 'other', note: spoiled('Opened and used') }, headers });
    expect(rejected.body.code).toBe(0);
    const logistics = await ctx.call('POST', `/api/admin/orders/${order.orderNo}/logistics`, { json: { event: 'inTransit', note: spoiled('Left the depot') }, headers });
    expect(logistics.body.code).toBe(0);
    const detail = await ctx.call('GET', `/api/order/detail?orderNo=${order.orderNo}`, { headers: b.headers });
    expect(JSON.stringify(detail.body.data)).not.toMatch(BIDI);
    expect(JSON.stringify(detail.body.data)).toContain('Left the depot');
  });
});
