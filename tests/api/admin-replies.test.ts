import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPageOfGoods, PageCache, sharedPageCache } from '../../src/server/web/page-cache.ts';
import { operator, type Operator } from './admin-fixture.ts';
import { badBodies, expectRefusals } from './bad-input.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { lastMailTo, memberWithEmail, register } from './members.ts';
import { buyer, evaluate, receivedOrder, review } from './review-fixture.ts';
import { publishedVideo } from './video-fixture.ts';

let ctx: TestContext;
let staff: Operator;
beforeAll(async () => {
  ctx = await createTestContext({ TRUST_PROXY: 'true', REGISTER_MAX_PER_IP_HOUR: '10000', CODE_MAX_PER_IP_DAY: '10000' });
  staff = await operator(ctx, 'staff');
});
afterAll(() => ctx.close());

const post = (path: string, json: unknown, lang = 'en') => ctx.call<{ id: number; reply: string }>('POST', `/api/admin${path}`, { json, headers: { ...staff.headers, lang } });
const auditOf = (action: string, target: string) =>
  ctx.db.kysely.selectFrom('audit_log').select(['actor', 'detail', 'before_json', 'after_json']).where('action', '=', action).where('target', '=', target).execute();
const burst = (path: string, json: unknown) => Promise.all(Array.from({ length: 20 }, () => post(path, json)));
/** Words a reply must never be rendered as markup for: they travel as text and are shown as text. */
const MARKUP = 'Thank you! <img src=x onerror=alert(1)> We have sent a new one.';

describe(`the shop's replies (${TEST_DIALECT})`, () => {
  it("puts the shop's reply under a review on the goods page at once, recorded once for a burst of 20, replaced by a new one", async () => {
    const b = await buyer(ctx, 100_000);
    const order = await receivedOrder(ctx, b);
    const goodsId = order.goodsIds[0]!;
    await evaluate(ctx, b, order.orderNo, [review(order.itemIds[0]!, { content: 'The box arrived dented.' })]);
    const { id } = await ctx.db.kysely.selectFrom('reviews').select('id').where('goods_id', '=', goodsId).executeTakeFirstOrThrow();
    const shop = async () =>
      (await ctx.call<{ list: { id: number; reply: { content: string; time: string } | null }[] }>('GET', `/api/goods/evaluateList?goodsId=${goodsId}`)).body.data.list;
    expect((await shop())[0]!.reply).toBeNull();
    await sharedPageCache().store(PageCache.key(`/goods/details?id=${goodsId}`, 'br'), new Response('page', { headers: { 'cache-control': 'public, s-maxage=60' } }));

    const replies = await burst(`/reviews/${id}/reply`, { content: `  ${MARKUP}\r\n` });
    expect(replies.map((r) => r.body.code)).toEqual(Array(20).fill(0));
    const [shown] = await shop();
    expect(shown!.reply).toMatchObject({ content: MARKUP });
    expect(Date.parse(shown!.reply!.time)).toBeGreaterThan(Date.now() - 60_000);
    expect(sharedPageCache().purge(isPageOfGoods(goodsId))).toBe(0);
    expect(await auditOf('review.reply', `review:${id}`)).toEqual([expect.objectContaining({ actor: `operator:${staff.account}`, detail: MARKUP })]);
    const listed = await ctx.call<{ list: { id: number; reply: string }[] }>('GET', `/api/admin/reviews?goodsId=${goodsId}`, { headers: staff.headers });
    expect(listed.body.data.list[0]).toMatchObject({ id, reply: MARKUP });

    expect((await post(`/reviews/${id}/reply`, { content: 'A new parcel is on its way.' })).body.code).toBe(0);
    expect((await shop())[0]!.reply?.content).toBe('A new parcel is on its way.');
    expect(await auditOf('review.reply', `review:${id}`)).toHaveLength(2);

    await expectRefusals(ctx, `/api/admin/reviews/${id}/reply`, staff.headers, badBodies({ content: 'Thanks' }));
    for (const bad of ['0', 'abc', '99999999']) expect((await post(`/reviews/${bad}/reply`, { content: 'Thanks' })).body.code).toBe(-1);
    expect((await shop())[0]!.reply?.content).toBe('A new parcel is on its way.');
  });

  it("puts the shop's reply under a video comment and keeps the reason a comment was hidden", async () => {
    const videoId = await publishedVideo(ctx, { zh: '回复视频', en: 'Replied video' });
    const m = await register(ctx);
    const posted = await ctx.call<{ id: number }>('POST', '/api/video/comment', { json: { videoId, content: 'Where can I buy the oil?' }, headers: { token: m.token } });
    const id = posted.body.data.id;
    const comments = async () =>
      (await ctx.call<{ list: { id: number; reply: { content: string } | null }[] }>('GET', `/api/video/commentList?videoId=${videoId}`, { headers: { token: m.token } })).body.data
        .list;
    const replies = await burst(`/comments/${id}/reply`, { content: 'It is linked under the video.' });
    expect(replies.every((r) => r.body.code === 0)).toBe(true);
    expect((await comments())[0]).toMatchObject({ id, reply: { content: 'It is linked under the video.' } });
    expect(await auditOf('comment.reply', String(id))).toHaveLength(1);
    await expectRefusals(ctx, `/api/admin/comments/${id}/reply`, staff.headers, badBodies({ content: 'Thanks' }));
    await expectRefusals(ctx, `/api/admin/comments/${id}/hide`, staff.headers, badBodies({ reason: 'Spam link' }));

    const hides = await burst(`/comments/${id}/hide`, { reason: 'Spam link' });
    expect(hides.filter((r) => r.body.code === 0)).toHaveLength(1);
    expect(await comments()).toEqual([]);
    const hidden = await auditOf('comment.hide', String(id));
    expect(hidden).toEqual([expect.objectContaining({ detail: 'visible → hidden: Spam link', after_json: JSON.stringify({ status: 'hidden', hiddenReason: 'Spam link' }) })]);
    // A comment its author deleted takes no reply.
    const gone = await ctx.call<{ id: number }>('POST', '/api/video/comment', { json: { videoId, content: 'Never mind' }, headers: { token: m.token } });
    await ctx.call('POST', '/api/video/deleteComment', { json: { id: gone.body.data.id }, headers: { token: m.token } });
    expect((await post(`/comments/${gone.body.data.id}/reply`, { content: 'Hello' })).body).toMatchObject({ code: -1, msg: 'This comment does not exist or has been removed' });
  });

  it('answers feedback once by mail and in the member’s messages, which the member marks read', async () => {
    const email = `feedback.${process.pid}@example.com`;
    const m = await memberWithEmail(ctx, email);
    await ctx.call('POST', '/api/member/updateMemberInfo', { json: {}, headers: m.headers });
    await ctx.call('POST', '/api/feedback/add', { json: { content: 'The lid of my bottle leaks', contactInformation: '', imageUrl: '' }, headers: m.headers });
    const list = await ctx.call<{ list: { id: number; content: string }[] }>('GET', '/api/admin/feedback', { headers: staff.headers });
    const { id } = list.body.data.list.find((f) => f.content === 'The lid of my bottle leaks')!;
    const mailsBefore = await ctx.db.kysely
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('to_address', '=', email)
      .executeTakeFirstOrThrow();

    const replies = await burst(`/feedback/${id}/reply`, { content: 'Sorry! A new bottle ships today.' });
    expect(replies.every((r) => r.status === 200 && r.body.code === 0)).toBe(true);
    const mailsAfter = await ctx.db.kysely
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('to_address', '=', email)
      .executeTakeFirstOrThrow();
    expect(Number(mailsAfter.n) - Number(mailsBefore.n)).toBe(1);
    const mail = await lastMailTo(ctx, email);
    expect(mail?.subject).toBe('兰花商城回复了你的反馈');
    expect(mail?.text).toContain('The lid of my bottle leaks');
    expect(mail?.text).toContain('Sorry! A new bottle ships today.');
    expect(await auditOf('feedback.reply', String(id))).toHaveLength(1);
    expect((await post(`/feedback/${id}/reply`, { content: 'Something else' })).body).toMatchObject({ code: -1, msg: 'This feedback already has another reply' });
    const handled = await ctx.call<{ list: { id: number; reply: string; handledBy: string }[] }>('GET', '/api/admin/feedback?handled=true', { headers: staff.headers });
    expect(handled.body.data.list.find((f) => f.id === id)).toMatchObject({ reply: 'Sorry! A new bottle ships today.', handledBy: staff.account });

    const messages = async (token = m.token) =>
      (
        await ctx.call<{ list: { id: number; kind: string; quote: string; content: string; readAt: string | null }[]; total: number; unread: number }>(
          'GET',
          '/api/member/messages',
          { headers: { token } },
        )
      ).body;
    const mine = await messages();
    expect(mine).toMatchObject({
      code: 200,
      data: { total: 1, unread: 1, list: [{ kind: 'feedbackReply', quote: 'The lid of my bottle leaks', content: 'Sorry! A new bottle ships today.', readAt: null }] },
    });
    const other = await register(ctx);
    expect((await messages(other.token)).data).toMatchObject({ total: 0, unread: 0 });
    const messageId = mine.data.list[0]!.id;
    // Another member cannot mark it read; the member can, once for a burst.
    expect((await ctx.call('POST', '/api/member/messages/read', { json: { ids: [messageId] }, headers: { token: other.token } })).body).toMatchObject({
      code: 200,
      data: { marked: 0 },
    });
    expect((await messages()).data.unread).toBe(1);
    const reads = await Promise.all(
      Array.from({ length: 20 }, () =>
        ctx.call<{ marked: number; unread: number }>('POST', '/api/member/messages/read', { json: { ids: [messageId] }, headers: { token: m.token } }),
      ),
    );
    expect(reads.reduce((n, r) => n + r.body.data.marked, 0)).toBe(1);
    expect((await messages()).data).toMatchObject({ unread: 0, list: [{ id: messageId }] });
    expect((await messages()).data.list[0]!.readAt).not.toBeNull();
    expect((await ctx.call('GET', '/api/member/messages')).body.code).toBe(403);
    for (const json of [{ ids: 'x' }, { ids: [0] }, { ids: [-1] }, { ids: Array(101).fill(1) }, { ids: {} }, { ids: [] }, [], 'text']) {
      const res = await ctx.call('POST', '/api/member/messages/read', { json, headers: { token: m.token, lang: 'en' } });
      expect([res.status, res.body.code]).toEqual([200, -1]);
    }
    for (const query of ['page=x&pageSize=999', 'page=-1', 'pageSize=abc'])
      expect((await ctx.call('GET', `/api/member/messages?${query}`, { headers: { token: m.token } })).status).toBe(200);
    await expectRefusals(ctx, `/api/admin/feedback/${id}/reply`, staff.headers, badBodies({ content: 'Sorry! A new bottle ships today.' }));
  });
});
