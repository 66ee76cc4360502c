import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageCache, sharedPageCache } from '../../src/server/web/page-cache.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { buyer, evaluate, followUp, picture, receivedOrder, review, reviewsOf } from './review-fixture.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ REGISTER_MAX_PER_IP_HOUR: '10000', CODE_MAX_PER_IP_DAY: '10000' });
});
afterAll(() => ctx.close());

/** A goods page as the page cache keeps it, in two languages. */
const pagesOf = (goodsId: number) => [`/goods/details?id=${goodsId}`, `/en/goods/details?id=${goodsId}`];
const cache = (goodsId: number) => Promise.all(pagesOf(goodsId).map((url) => sharedPageCache().store(PageCache.key(url, 'br'), new Response('page', { headers: { 'cache-control': 'public, s-maxage=60' } }))));
const cached = (goodsId: number) => sharedPageCache().purge((url) => pagesOf(goodsId).includes(url));

interface Detail {
  rating: { count: number; positiveRate: number; average: number };
  reviewCounts: { all: number; positive: number; withPictures: number };
}

describe(`a review and the goods page's figures (${TEST_DIALECT})`, () => {
  it('drops the cached goods page when a review is stored, so its header and its reviews tab show the same counts', async () => {
    const b = await buyer(ctx);
    const order = await receivedOrder(ctx, b, 2);
    const [goodsA, goodsB] = order.goodsIds as [number, number];
    await cache(goodsA);
    await cache(goodsB);
    const stored = await evaluate(ctx, b, order.orderNo, [review(order.itemIds[0]!, { score: 2, content: 'Too small for the price.' })]);
    expect(stored.body.code, stored.body.msg).toBe(200);
    // The reviewed goods' pages are gone from the cache; the other goods' pages stay.
    expect(cached(goodsA)).toBe(0);
    expect(cached(goodsB)).toBe(2);

    // Rendered again, the header's figures come from the same totals as the tab's.
    const detail = (await ctx.call<Detail>('GET', `/api/goods/details?id=${goodsA}`, { headers: { lang: 'en' } })).body.data;
    const tab = await reviewsOf(ctx, goodsA);
    expect(detail.rating).toEqual(tab.rating);
    expect(detail.reviewCounts).toMatchObject({ all: tab.counts.all, positive: tab.counts.positive, withPictures: tab.counts.withPictures });
    expect(tab.rating).toMatchObject({ count: 1, positiveRate: 0 });
  });

  it('drops it again when a follow-up brings pictures (the "with pictures" count changes)', async () => {
    const b = await buyer(ctx);
    const order = await receivedOrder(ctx, b, 1);
    const goodsId = order.goodsIds[0]!;
    expect((await evaluate(ctx, b, order.orderNo, [review(order.itemIds[0]!)])).body.code).toBe(200);
    await cache(goodsId);
    expect((await followUp(ctx, b, order.itemIds[0]!, { images: [await picture(ctx, b.token)] })).body.code).toBe(200);
    expect(cached(goodsId)).toBe(0);
    expect((await reviewsOf(ctx, goodsId)).counts.withPictures).toBe(1);
  });
});
