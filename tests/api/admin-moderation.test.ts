import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPageOfGoods, PageCache, sharedPageCache } from '../../src/server/web/page-cache.ts';
import { operator, type Operator } from './admin-fixture.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { register } from './members.ts';
import { buyer, evaluate, receivedOrder, review } from './review-fixture.ts';
import { publishedVideo } from './video-fixture.ts';

let ctx: TestContext;
let staff: Operator;
beforeAll(async () => {
  ctx = await createTestContext({ TRUST_PROXY: 'true', REGISTER_MAX_PER_IP_HOUR: '10000', CODE_MAX_PER_IP_DAY: '10000' });
  staff = await operator(ctx, 'staff');
});
afterAll(() => ctx.close());

interface Listed {
  list: { id: number; goodsId: number; status: string; hiddenReason: string | null; account: string }[];
  total: number;
}
const reviewsOf = async (goodsId: number, query = '') => (await ctx.call<Listed>('GET', `/api/admin/reviews?goodsId=${goodsId}${query}`, { headers: staff.headers })).body;
const shopReviews = async (goodsId: number) =>
  (await ctx.call<{ total: number; list: { content: string }[] }>('GET', `/api/goods/evaluateList?goodsId=${goodsId}`)).body.data;
const cachedPage = (url: string) => sharedPageCache().store(PageCache.key(url, 'br'), new Response('page', { headers: { 'cache-control': 'public, s-maxage=60' } }));

describe(`console review moderation (${TEST_DIALECT})`, () => {
  it('hides a review with a reason through the shop service: gone from the goods, its pages purged, audited', async () => {
    const b = await buyer(ctx, 100_000);
    const order = await receivedOrder(ctx, b);
    const goodsId = order.goodsIds[0]!;
    expect((await evaluate(ctx, b, order.orderNo, [review(order.itemIds[0]!, { content: 'Rude words here' })])).body.code).toBe(200);
    const listed = await reviewsOf(goodsId);
    expect(listed).toMatchObject({ code: 0, data: { total: 1, list: [{ goodsId, status: 'visible', hiddenReason: null }] } });
    const id = listed.data.list[0]!.id;
    await cachedPage(`/en/goods/details?id=${goodsId}`);
    await cachedPage(`/goods/details?id=${goodsId}`);
    await cachedPage('/helperCenter/about');

    const hides = await Promise.all(Array.from({ length: 20 }, () => ctx.call('POST', `/api/admin/reviews/${id}/hide`, { json: { reason: 'abusive' }, headers: { ...staff.headers, lang: 'en' } })));
    expect(hides.filter((r) => r.body.code === 0)).toHaveLength(1);
    // Requests that read the review before the winner moved it learn it changed; later ones that it is hidden.
    const refusals = ['This review is already hidden', 'This review has changed in the meantime; please refresh and try again'];
    expect(hides.filter((r) => r.body.code !== 0).every((r) => r.body.code === -1 && refusals.includes(r.body.msg))).toBe(true);
    expect(sharedPageCache().purge(isPageOfGoods(goodsId))).toBe(0);
    expect(sharedPageCache().purge((url) => url === '/helperCenter/about')).toBe(1);
    expect((await shopReviews(goodsId)).total).toBe(0);
    expect((await reviewsOf(goodsId, '&status=hidden')).data.list).toMatchObject([{ id, status: 'hidden', hiddenReason: 'abusive' }]);
    expect((await reviewsOf(goodsId, '&status=visible')).data.total).toBe(0);
    const goods = await ctx.db.kysely.selectFrom('goods').select('review_count').where('id', '=', goodsId).executeTakeFirstOrThrow();
    expect(Number(goods.review_count)).toBe(0);

    const restores = await Promise.all(Array.from({ length: 20 }, () => ctx.call('POST', `/api/admin/reviews/${id}/restore`, { headers: staff.headers })));
    expect(restores.filter((r) => r.body.code === 0)).toHaveLength(1);
    expect((await shopReviews(goodsId)).list).toMatchObject([{ content: 'Rude words here' }]);
    const audit = await ctx.db.kysely.selectFrom('audit_log').select(['actor', 'action', 'after_json']).where('target', '=', `review:${id}`).orderBy('id').execute();
    expect(audit).toMatchObject([
      { actor: `operator:${staff.account}`, action: 'review.hide', after_json: JSON.stringify({ status: 'hidden', hiddenReason: 'abusive' }) },
      { actor: `operator:${staff.account}`, action: 'review.restore' },
    ]);
  });

  it('filters reviews by stars, pictures and words, literally', async () => {
    const b = await buyer(ctx, 100_000);
    const order = await receivedOrder(ctx, b);
    const goodsId = order.goodsIds[0]!;
    expect((await evaluate(ctx, b, order.orderNo, [review(order.itemIds[0]!, { content: 'Arrived 100%_ FINE', score: 2 })])).body.code).toBe(200);
    const count = async (query: string) => (await reviewsOf(goodsId, query)).data.total;
    expect(await count('&score=2')).toBe(1);
    expect(await count('&score=5')).toBe(0);
    expect(await count('&pictures=false')).toBe(1);
    expect(await count('&pictures=true')).toBe(0);
    expect(await count('&q=fine')).toBe(1);
    expect(await count(`&q=${encodeURIComponent('100%_')}`)).toBe(1);
    expect(await count(`&q=${encodeURIComponent('%')}`)).toBe(1);
    expect(await count('&q=1_0')).toBe(0);
    expect(await count('&q=absent')).toBe(0);
    // Bad filter values show the whole list rather than a refusal.
    expect(await count('&score=9&pictures=maybe')).toBe(1);
  });

  it('names the goods in the console language and filters by words of its name in any language', async () => {
    const b = await buyer(ctx, 100_000);
    const order = await receivedOrder(ctx, b);
    const goodsId = order.goodsIds[0]!;
    expect((await evaluate(ctx, b, order.orderNo, [review(order.itemIds[0]!)])).body.code).toBe(200);
    const names = await ctx.db.kysely.selectFrom('goods_i18n').select(['locale', 'name']).where('goods_id', '=', goodsId).execute();
    const nameIn = (l: string) => names.find((n) => n.locale === l)!.name;
    const listed = async (lang: string, query: string) =>
      (await ctx.call<{ list: { goodsId: number; goodsName: string }[]; total: number }>('GET', `/api/admin/reviews?${query}`, { headers: { ...staff.headers, lang } })).body.data;
    expect((await listed('en', `goodsId=${goodsId}`)).list[0]).toMatchObject({ goodsId, goodsName: nameIn('en') });
    expect((await listed('zh', `goodsId=${goodsId}`)).list[0]).toMatchObject({ goodsId, goodsName: nameIn('zh') });
    for (const words of [nameIn('en').slice(2, 9).toUpperCase(), nameIn('zh').slice(1, 4)]) {
      const found = await listed('en', `goods=${encodeURIComponent(words)}&pageSize=100`);
      expect(found.list.map((r) => r.goodsId)).toContain(goodsId);
      expect(found.list.every((r) => names.length > 0 && typeof r.goodsName === 'string')).toBe(true);
    }
    expect((await listed('en', `goods=${encodeURIComponent('no such goods %_')}`)).total).toBe(0);
  });

  it.each([
    [{}, 'Please fill in this field'],
    [{ reason: '   ' }, 'Please fill in this field'],
    [{ reason: 42 }, 'Please fill in this field'],
    [{ reason: 'x'.repeat(201) }, 'This is too long'],
    [{ reason: 'a\u0000b' }, 'The input contains a character that cannot be used (reason)'],
  ])('refuses hiding with %j, changing nothing', async (json, msg) => {
    const { status, body } = await ctx.call('POST', '/api/admin/reviews/1/hide', { json, headers: { ...staff.headers, lang: 'en' } });
    expect([status, body.code, body.msg]).toEqual([200, -1, msg]);
  });

  it('answers unknown ids, bad filters and strangers without a server error', async () => {
    for (const id of ['abc', '-1', '0', '99999999', '1e3', '99999999999999999999']) {
      const res = await ctx.call('POST', `/api/admin/reviews/${id}/restore`, { headers: { ...staff.headers, lang: 'en' } });
      expect([res.status, res.body.code, res.body.msg]).toEqual([200, -1, 'Review not found']);
    }
    for (const path of ['/api/admin/reviews?goodsId=abc&status=weird&page=x', '/api/admin/comments?videoId=-4&status=1&pageSize=100000']) {
      const res = await ctx.call<{ pageSize: number }>('GET', path, { headers: staff.headers });
      expect([res.status, res.body.code]).toEqual([200, 0]);
      expect(res.body.data.pageSize).toBeLessThanOrEqual(100);
    }
    const member = await register(ctx);
    for (const headers of [{}, { token: member.token }] as Record<string, string>[]) {
      const res = await ctx.call('GET', '/api/admin/reviews', { headers });
      expect(res.body.code).toBe(403);
      expect((await ctx.call('POST', '/api/admin/comments/1/hide', { headers })).body.code).toBe(403);
    }
  });
});

describe(`console video comment moderation (${TEST_DIALECT})`, () => {
  it('hides and restores a comment for every member, once per move, audited', async () => {
    const videoId = await publishedVideo(ctx, { zh: '审核视频', en: 'Moderated video' });
    const m = await register(ctx);
    const posted = await ctx.call<{ id: number }>('POST', '/api/video/comment', { json: { videoId, content: 'spam spam' }, headers: { token: m.token } });
    const id = posted.body.data.id;
    const visible = async () => (await ctx.call<{ total: number }>('GET', `/api/video/commentList?videoId=${videoId}`, { headers: { token: m.token } })).body.data.total;
    const listed = await ctx.call<{ list: { id: number; status: string; videoId: number }[]; total: number }>('GET', `/api/admin/comments?videoId=${videoId}`, { headers: staff.headers });
    expect(listed.body).toMatchObject({ code: 0, data: { total: 1, list: [{ id, videoId, status: 'visible' }] } });

    const noReason = await ctx.call('POST', `/api/admin/comments/${id}/hide`, { headers: { ...staff.headers, lang: 'en' } });
    expect([noReason.status, noReason.body.code, noReason.body.msg]).toEqual([200, -1, 'Please fill in this field']);
    const hides = await Promise.all(Array.from({ length: 20 }, () => ctx.call('POST', `/api/admin/comments/${id}/hide`, { json: { reason: 'spam' }, headers: { ...staff.headers, lang: 'en' } })));
    expect(hides.filter((r) => r.body.code === 0)).toHaveLength(1);
    expect(hides.find((r) => r.body.code !== 0)?.body.code).toBe(-1);
    expect(await visible()).toBe(0);
    const titled = async (lang: string, query: string) =>
      (await ctx.call<{ list: { id: number; videoTitle: string }[]; total: number }>('GET', `/api/admin/comments?${query}`, { headers: { ...staff.headers, lang } })).body.data;
    expect((await titled('en', `videoId=${videoId}`)).list[0]).toMatchObject({ id, videoTitle: 'Moderated video' });
    expect((await titled('zh', `videoId=${videoId}`)).list[0]).toMatchObject({ id, videoTitle: '审核视频' });
    expect((await titled('en', 'video=MODERATED')).list.map((r) => r.id)).toContain(id);
    expect((await titled('en', `video=${encodeURIComponent('核视')}`)).list.map((r) => r.id)).toContain(id);
    expect((await titled('en', 'video=nothing-like-it')).total).toBe(0);
    const hidden = await ctx.call<{ total: number; list: { hiddenReason: string | null }[] }>('GET', `/api/admin/comments?videoId=${videoId}&status=hidden`, { headers: staff.headers });
    expect(hidden.body.data).toMatchObject({ total: 1, list: [{ hiddenReason: 'spam' }] });

    const restores = await Promise.all(Array.from({ length: 20 }, () => ctx.call('POST', `/api/admin/comments/${id}/restore`, { headers: staff.headers })));
    expect(restores.filter((r) => r.body.code === 0)).toHaveLength(1);
    expect(await visible()).toBe(1);
    const audit = await ctx.db.kysely.selectFrom('audit_log').select(['actor', 'action']).where('target', '=', String(id)).where('action', 'like', 'comment.%').orderBy('id').execute();
    expect(audit).toEqual([
      { actor: `operator:${staff.account}`, action: 'comment.hide' },
      { actor: `operator:${staff.account}`, action: 'comment.restore' },
    ]);
    const unknown = await ctx.call('POST', '/api/admin/comments/99999999/hide', { json: { reason: 'spam' }, headers: { ...staff.headers, lang: 'en' } });
    expect([unknown.status, unknown.body.code, unknown.body.msg]).toEqual([200, -1, 'This comment does not exist or has been removed']);
  });
});
