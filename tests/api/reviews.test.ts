import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { statusOf } from './order-fixture.ts';
import { buyer, evaluate, goodsWithStock, picture, receivedOrder, recountedTotals, review, reviewsOf, storedTotals } from './review-fixture.ts';

let ctx: TestContext;
beforeAll(async () => {
  // Every buyer here comes from one address; the per-address limits have their own tests.
  ctx = await createTestContext({ REGISTER_MAX_PER_IP_HOUR: '10000', CODE_MAX_PER_IP_DAY: '10000' });
});
afterAll(() => ctx.close());

interface Info {
  status: string;
  canEvaluate: boolean;
  canFollowUp: boolean;
  reviewUntil: string | null;
  items: { id: number; name: string; spec: string; review: { score: number; anonymous: boolean; images: string[] } | null }[];
}

describe(`writing reviews (${TEST_DIALECT})`, () => {
  it('lists the items of a received order, open for review for 15 days', async () => {
    const b = await buyer(ctx);
    const order = await receivedOrder(ctx, b, 2);
    const info = await ctx.call<Info>('GET', `/api/order/evaluateInfo?orderNo=${order.orderNo}`, { headers: b.headers });
    expect(info.body.data).toMatchObject({ status: 'received', canEvaluate: true, canFollowUp: true });
    expect(info.body.data.items.map((i) => [i.id, i.name, i.spec, i.review])).toEqual(order.itemIds.map((id) => [id, 'Scented Candle', 'Scent: Rose', null]));
    const received = await ctx.db.kysely.selectFrom('orders').select('received_at').where('order_no', '=', order.orderNo).executeTakeFirstOrThrow();
    expect(Date.parse(info.body.data.reviewUntil!) - Date.parse(received.received_at!)).toBe(15 * 86_400_000);
  });

  it('stores reviews item by item, completes the order with the last one and updates the rating', async () => {
    const b = await buyer(ctx);
    const order = await receivedOrder(ctx, b, 2);
    const [first, second] = order.itemIds as [number, number];
    const [goodsA, goodsB] = order.goodsIds as [number, number];
    const photos = [await picture(ctx, b.token), await picture(ctx, b.token, '#123456')];

    const one = await evaluate(ctx, b, order.orderNo, [review(first, { score: 5, content: '  Smells wonderful.  ', images: photos })]);
    expect(one.body).toMatchObject({ code: 200, msg: 'Review successful', data: { reviewed: 1, completed: false } });
    expect(await statusOf(ctx, order.orderNo)).toBe('received');

    const two = await evaluate(ctx, b, order.orderNo, [review(second, { score: 3, content: 'Fine, a bit small.', anonymous: true })]);
    expect(two.body.data).toEqual({ reviewed: 1, completed: true });
    expect(await statusOf(ctx, order.orderNo)).toBe('completed');

    const detail = await ctx.call<{ timeline: { kind: string; detail: string | null }[]; items: { reviewed: boolean }[] }>('GET', `/api/order/detail?orderNo=${order.orderNo}`, { headers: b.headers });
    expect(detail.body.data.timeline.map((e) => e.kind).slice(-3)).toEqual(['evaluate', 'evaluate', 'complete']);
    expect(detail.body.data.timeline.at(-2)!.detail).toBe('Scented Candle');
    // The reviewed goods are named when the timeline is read, in the reader's language, not the reviewer's then.
    const inChinese = await ctx.call<{ timeline: { kind: string; detail: string | null }[] }>('GET', `/api/order/detail?orderNo=${order.orderNo}`, { headers: { ...b.headers, lang: 'zh' } });
    expect(inChinese.body.data.timeline.at(-2)!.detail).toBe('香薰蜡烛');
    expect(detail.body.data.items.map((i) => i.reviewed)).toEqual([true, true]);

    const a = await reviewsOf(ctx, goodsA);
    expect(a.list).toHaveLength(1);
    expect(a.list[0]).toMatchObject({ score: 5, content: 'Smells wonderful.', images: photos, spec: 'Scent: Rose', lang: 'en', followUp: null });
    expect(a.rating).toEqual({ average: 5, count: 1, positiveRate: 100 });
    expect(a.counts).toEqual({ all: 1, myLanguage: 1, withPictures: 1, positive: 1 });

    const account = (await ctx.db.kysely.selectFrom('members').select('nickname').where('id', '=', b.id).executeTakeFirstOrThrow()).nickname;
    const bList = await reviewsOf(ctx, goodsB);
    expect(bList.list[0]).toMatchObject({ score: 3, nickname: `${account[0]}***${account.at(-1)}`, avatar: null, images: [] });
    expect(bList.counts).toEqual({ all: 1, myLanguage: 1, withPictures: 0, positive: 0 });
    expect(bList.rating).toEqual({ average: 3, count: 1, positiveRate: 0 });
    expect((await reviewsOf(ctx, goodsB, 'positive')).list).toEqual([]);
    expect((await reviewsOf(ctx, goodsA, 'withPictures')).total).toBe(1);

    const card = await ctx.call<{ rating: object; reviewCounts: object }>('GET', `/api/goods/details?id=${goodsA}`);
    expect(card.body.data).toMatchObject({ rating: { average: 5, count: 1, positiveRate: 100 }, reviewCounts: { all: 1, withPictures: 1, positive: 1 } });
    for (const goodsId of order.goodsIds) expect(await storedTotals(ctx, goodsId)).toEqual(await recountedTotals(ctx, goodsId));
  });

  it('reviews every item in one submit and answers in the reader’s language', async () => {
    const b = await buyer(ctx);
    const order = await receivedOrder(ctx, b, 2);
    const res = await evaluate(ctx, b, order.orderNo, order.itemIds.map((id, i) => review(id, { score: 4 + i })));
    expect(res.body.data).toEqual({ reviewed: 2, completed: true });
    const zh = await reviewsOf(ctx, order.goodsIds[0]!, 'all', 'zh');
    expect(zh.list[0]!.spec).toBe('香味: 玫瑰');
    const again = await ctx.call('POST', '/api/order/evaluate', { json: { orderNo: order.orderNo, items: [review(order.itemIds[0]!)] }, headers: { ...b.headers, lang: 'zh' } });
    // The order keeps the name as bought (a snapshot); the sentence around it is the reader's.
    expect(again.body.msg).toBe('“Scented Candle”已经评价过了');
  });

  it('lists a goods’ reviews newest first, by filter, with the counts and rating of all of them', async () => {
    const goods = await goodsWithStock(ctx, 50);
    const scores = [5, 2, 4];
    for (const [i, score] of scores.entries()) {
      const b = await buyer(ctx);
      const order = await receivedOrder(ctx, b, 1, true, [goods]);
      const images = i === 0 ? [await picture(ctx, b.token)] : [];
      await evaluate(ctx, b, order.orderNo, [review(order.itemIds[0]!, { score, content: `s${score}`, images, anonymous: score === 2 })]);
    }
    const all = await reviewsOf(ctx, goods.goodsId);
    expect(all.list.map((r) => r.content)).toEqual(['s4', 's2', 's5']);
    expect(all.list[1]!.nickname).toMatch(/^.\*\*\*.$/);
    expect(all).toMatchObject({ total: 3, counts: { all: 3, withPictures: 1, positive: 2 }, rating: { average: 3.7, count: 3, positiveRate: 66 } });
    expect((await reviewsOf(ctx, goods.goodsId, 'withPictures')).list.map((r) => r.content)).toEqual(['s5']);
    expect((await reviewsOf(ctx, goods.goodsId, 'positive')).list.map((r) => r.content)).toEqual(['s4', 's5']);
    expect((await reviewsOf(ctx, goods.goodsId, 'bogus')).total).toBe(3);
    const paged = await ctx.call<{ list: { content: string }[]; total: number }>('GET', `/api/goods/evaluateList?goodsId=${goods.goodsId}&page=2&pageSize=2`);
    expect(paged.body.data).toMatchObject({ total: 3, list: [{ content: 's5' }] });
    const card = await ctx.call<{ list: { id: number; rating: object | null }[] }>('GET', '/api/goods/list?sort=latest&pageSize=60');
    expect(card.body.data.list.find((g) => g.id === goods.goodsId)?.rating).toEqual({ average: 3.7, count: 3 });
  });

  it('refuses each bad review with its own message and stores nothing', async () => {
    const b = await buyer(ctx);
    const order = await receivedOrder(ctx, b);
    const [item] = order.itemIds as [number];
    const refused = async (items: unknown) => (await ctx.call('POST', '/api/order/evaluate', { json: { orderNo: order.orderNo, items }, headers: b.headers })).body;
    const seven = await Promise.all(Array.from({ length: 7 }, (_, i) => picture(ctx, b.token, `#0000${i}0`)));
    const cases: [unknown, string][] = [
      [[review(item, { score: undefined })], 'Please rate the goods with 1 to 5 stars'],
      [[review(item, { score: 0 })], 'Please rate the goods with 1 to 5 stars'],
      [[review(item, { score: 6 })], 'Please rate the goods with 1 to 5 stars'],
      [[review(item, { score: 4.5 })], 'Please rate the goods with 1 to 5 stars'],
      [[review(item, { score: 'five' })], 'Please rate the goods with 1 to 5 stars'],
      [[review(item, { content: '' })], 'Please write a few words about the goods'],
      [[review(item, { content: '   \n ' })], 'Please write a few words about the goods'],
      [[review(item, { content: 42 })], 'Please write a few words about the goods'],
      [[review(item, { content: 'x'.repeat(501) })], 'A review can be at most 500 characters'],
      [[review(item, { images: seven })], 'A review can carry at most 6 pictures'],
      [[review(item, { images: ['https://evil.example/x.png'] })], 'A picture is not valid; please upload it again'],
      [[review(item, { images: [seven[0], seven[0]] })], 'A picture is not valid; please upload it again'],
      [[review(item, { images: 'not a list' })], 'A picture is not valid; please upload it again'],
      [[review(item, { anonymous: 'maybe' })], 'Invalid parameter: items.0.anonymous'],
      [[review(item), review(item)], 'Each item can be reviewed only once'],
      [[], 'Please review at least one item'],
      ['everything', 'Please review at least one item'],
      [[review(999_999_999)], 'This item is not in your order'],
    ];
    for (const [items, msg] of cases) expect(await refused(items), JSON.stringify(items).slice(0, 80)).toMatchObject({ code: -1, msg });
    expect(await refused([review(item, { content: 'x'.repeat(500) })])).toMatchObject({ code: 200 });
    expect(await ctx.db.kysely.selectFrom('reviews').select('id').where('order_item_id', '=', item).execute()).toHaveLength(1);
  });

  it('takes a review only after receipt, and never of another member’s order or with their pictures', async () => {
    const b = await buyer(ctx);
    const other = await buyer(ctx);
    const shipped = await receivedOrder(ctx, b, 1, false);
    const notYet = await evaluate(ctx, b, shipped.orderNo, [review(shipped.itemIds[0]!)]);
    expect(notYet.body).toMatchObject({ code: -1, msg: 'You can review the goods once you have confirmed receipt' });
    const info = await ctx.call<Info>('GET', `/api/order/evaluateInfo?orderNo=${shipped.orderNo}`, { headers: b.headers });
    expect(info.body.data).toMatchObject({ status: 'shipped', canEvaluate: false, canFollowUp: false, reviewUntil: null });

    const theirs = await receivedOrder(ctx, other);
    const mine = await receivedOrder(ctx, b);
    expect((await evaluate(ctx, b, theirs.orderNo, [review(theirs.itemIds[0]!)])).body).toMatchObject({ code: -1, msg: 'Order not found' });
    expect((await ctx.call('GET', `/api/order/evaluateInfo?orderNo=${theirs.orderNo}`, { headers: b.headers })).body).toMatchObject({ code: -1, msg: 'Order not found' });
    // Their order item named under my own order number: not found either.
    expect((await evaluate(ctx, b, mine.orderNo, [review(theirs.itemIds[0]!)])).body).toMatchObject({ code: -1, msg: 'This item is not in your order' });
    const theirPicture = await picture(ctx, other.token);
    expect((await evaluate(ctx, b, mine.orderNo, [review(mine.itemIds[0]!, { images: [theirPicture] })])).body).toMatchObject({
      code: -1,
      msg: 'Only pictures you uploaded yourself can be attached; please upload them again',
    });
    expect(await ctx.db.kysely.selectFrom('reviews').select('id').where('order_item_id', 'in', [...theirs.itemIds, ...mine.itemIds]).execute()).toEqual([]);
    expect((await ctx.call('POST', '/api/order/evaluate', { json: { orderNo: mine.orderNo, items: [review(mine.itemIds[0]!)] } })).body.code).toBe(403);
  });

  it('stores one review when the same review is submitted ten times at once', async () => {
    const b = await buyer(ctx);
    const order = await receivedOrder(ctx, b);
    const item = order.itemIds[0]!;
    const results = await Promise.all(Array.from({ length: 10 }, () => evaluate(ctx, b, order.orderNo, [review(item, { score: 4 })])));
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.body.code !== 200)) expect(r.body.msg).toBe('“Scented Candle” has already been reviewed');
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await ctx.db.kysely.selectFrom('reviews').select('id').where('order_item_id', '=', item).execute()).toHaveLength(1);
    expect(await storedTotals(ctx, order.goodsIds[0]!)).toEqual({ review_count: 1, review_score_sum: 4, review_positive: 1, review_pictures: 0 });
    const events = await ctx.db.kysely.selectFrom('order_events as e').innerJoin('orders as o', 'o.id', 'e.order_id').select('e.kind').where('o.order_no', '=', order.orderNo).execute();
    expect(events.filter((e) => e.kind === 'complete')).toHaveLength(1);
    expect(await statusOf(ctx, order.orderNo)).toBe('completed');
  });

  it('completes the order once when its items are reviewed by parallel submits', async () => {
    const b = await buyer(ctx);
    const order = await receivedOrder(ctx, b, 3);
    const results = await Promise.all(order.itemIds.map((id) => evaluate(ctx, b, order.orderNo, [review(id)])));
    expect(results.map((r) => r.body.code)).toEqual([200, 200, 200]);
    expect(results.filter((r) => r.body.data.completed)).toHaveLength(1);
    expect(await statusOf(ctx, order.orderNo)).toBe('completed');
  });

  it('answers bad input of every type on the review routes without a server error', async () => {
    const b = await buyer(ctx);
    const order = await receivedOrder(ctx, b);
    const bodies: unknown[] = [null, 7, 'x', [], {}, { orderNo: order.orderNo }, { orderNo: order.orderNo, items: {} }, { orderNo: ['1'], items: [] }, { orderNo: order.orderNo, items: [null] }, { orderNo: order.orderNo, items: [{ orderItemId: 'abc' }] }, { orderNo: order.orderNo, items: [{ orderItemId: -1, score: 5, content: 'x' }] }, { orderNo: order.orderNo, items: [review(order.itemIds[0]!, { score: Number.MAX_VALUE * 10 })] }];
    for (const json of bodies) {
      const res = await ctx.call('POST', '/api/order/evaluate', { json, headers: b.headers });
      expect(res.status, JSON.stringify(json)).toBe(200);
      expect(res.body.code, JSON.stringify(json)).toBe(-1);
    }
    for (const json of [null, {}, { orderItemId: 'x' }, { orderItemId: order.itemIds[0], content: ['a'] }, { orderItemId: order.itemIds[0], content: 'ok', images: 5 }]) {
      const res = await ctx.call('POST', '/api/order/followUp', { json, headers: b.headers });
      expect([res.status, res.body.code], JSON.stringify(json)).toEqual([200, -1]);
    }
    for (const query of ['', '?orderNo=', '?orderNo[]=1', '?orderNo=abc', `?orderNo=${'9'.repeat(40)}`]) {
      const res = await ctx.call('GET', `/api/order/evaluateInfo${query}`, { headers: b.headers });
      expect([res.status, res.body.code], query).toEqual([200, -1]);
    }
    for (const query of ['', '?goodsId=abc', '?goodsId=-3', '?goodsId=1&filter=nope&page=x&pageSize=1000', '?goodsId[]=1']) {
      const res = await ctx.call('GET', `/api/goods/evaluateList${query}`);
      expect(res.status, query).toBe(200);
    }
    const unknown = await ctx.call<{ list: unknown[]; total: number }>('GET', '/api/goods/evaluateList?goodsId=999999999');
    expect(unknown.body.data).toMatchObject({ list: [], total: 0 });
    const malformed = await ctx.call('POST', '/api/order/evaluate', { body: '{"orderNo":', headers: { ...b.headers, 'content-type': 'application/json' } });
    expect(malformed.status).toBe(400);
    expect((await ctx.call('GET', '/api/order/evaluate', { headers: b.headers })).status).toBe(405);
  });

  it('takes a review as a bracket-encoded form too', async () => {
    const b = await buyer(ctx);
    const order = await receivedOrder(ctx, b);
    const photo = await picture(ctx, b.token);
    const form = new URLSearchParams({
      orderNo: order.orderNo,
      'items[0][orderItemId]': String(order.itemIds[0]),
      'items[0][score]': '4',
      'items[0][content]': 'Nice and discreet',
      'items[0][images][0]': photo,
      'items[0][anonymous]': 'true',
    }).toString();
    const res = await ctx.call('POST', '/api/order/evaluate', { form, headers: b.headers });
    expect(res.body).toMatchObject({ code: 200, data: { completed: true } });
    const stored = await ctx.db.kysely.selectFrom('reviews').select(['score', 'anonymous', 'images']).where('order_item_id', '=', order.itemIds[0]!).executeTakeFirstOrThrow();
    expect(stored).toEqual({ score: 4, anonymous: 1, images: photo });
  });
});
