import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../../src/server/errors.ts';
import { helpText } from '../../src/server/ops/commands.ts';
import * as orderOps from '../../src/server/orders/operator.service.ts';
import { terminalActor } from '../../src/server/flows/operator-action.ts';
import { hideReview } from '../../src/server/flows/operator/moderation.ts';
import { runOps } from './run-ops.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { statusOf } from './order-fixture.ts';
import { buyer, evaluate, followUp, picture, receivedOrder, recountedTotals, review, reviewsOf, storedTotals } from './review-fixture.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ REGISTER_MAX_PER_IP_HOUR: '10000', CODE_MAX_PER_IP_DAY: '10000' });
});
afterAll(() => ctx.close());

const ops = (...argv: string[]) => runOps(ctx, ...argv);

const reviewIdOf = async (orderItemId: number) =>
  (await ctx.db.kysely.selectFrom('reviews').select('id').where('order_item_id', '=', orderItemId).executeTakeFirstOrThrow()).id;

describe(`follow-up reviews (${TEST_DIALECT})`, () => {
  it('adds one follow-up under a review, with its own date and pictures', async () => {
    const b = await buyer(ctx);
    const order = await receivedOrder(ctx, b, 2);
    const [item, unreviewed] = order.itemIds as [number, number];
    const early = await followUp(ctx, b, item);
    expect(early.body).toMatchObject({ code: -1, msg: 'Review “Scented Candle” first; the follow-up comes after' });

    await evaluate(ctx, b, order.orderNo, [review(item, { score: 4 })]);
    expect((await reviewsOf(ctx, order.goodsIds[0]!)).counts.withPictures).toBe(0);
    const photo = await picture(ctx, b.token);
    const added = await followUp(ctx, b, item, { content: 'Two weeks on: still great.', images: [photo] });
    expect(added.body).toMatchObject({ code: 200, msg: 'Follow-up review posted' });

    const list = await reviewsOf(ctx, order.goodsIds[0]!);
    expect(list.list[0]!.followUp).toMatchObject({ content: 'Two weeks on: still great.', images: [photo] });
    expect(Date.parse(list.list[0]!.followUp!.createdAt)).toBeGreaterThan(0);
    // The follow-up's pictures put the review under "with pictures".
    expect(list.counts).toEqual({ all: 1, myLanguage: 1, withPictures: 1, positive: 1 });
    expect((await reviewsOf(ctx, order.goodsIds[0]!, 'withPictures')).list).toHaveLength(1);

    expect((await followUp(ctx, b, item)).body).toMatchObject({ code: -1, msg: '“Scented Candle” already has its follow-up review' });
    expect((await followUp(ctx, b, unreviewed)).body.code).toBe(-1);
    const info = await ctx.call<{ items: { review: { followUp: object | null } | null }[] }>('GET', `/api/order/evaluateInfo?orderNo=${order.orderNo}`, { headers: b.headers });
    expect(info.body.data.items.map((i) => !!i.review?.followUp)).toEqual([true, false]);
    const detail = await ctx.call<{ items: { reviewed: boolean; followedUp: boolean }[] }>('GET', `/api/order/detail?orderNo=${order.orderNo}`, { headers: b.headers });
    expect(detail.body.data.items.map((i) => [i.reviewed, i.followedUp])).toEqual([[true, true], [false, false]]);
    expect(await storedTotals(ctx, order.goodsIds[0]!)).toEqual(await recountedTotals(ctx, order.goodsIds[0]!));
  });

  it('refuses bad follow-ups, another member’s item and a second follow-up sent ten times at once', async () => {
    const b = await buyer(ctx);
    const other = await buyer(ctx);
    const order = await receivedOrder(ctx, b);
    const item = order.itemIds[0]!;
    await evaluate(ctx, b, order.orderNo, [review(item)]);
    const seven = await Promise.all(Array.from({ length: 7 }, () => picture(ctx, b.token)));
    expect((await followUp(ctx, b, item, { content: ' ' })).body.msg).toBe('Please write your follow-up review');
    expect((await followUp(ctx, b, item, { content: 'y'.repeat(501) })).body.msg).toBe('A review can be at most 500 characters');
    expect((await followUp(ctx, b, item, { images: seven })).body.msg).toBe('A review can carry at most 6 pictures');
    expect((await followUp(ctx, b, item, { images: [await picture(ctx, other.token)] })).body.msg).toBe(
      'Only pictures you uploaded yourself can be attached; please upload them again',
    );
    expect((await followUp(ctx, other, item)).body).toMatchObject({ code: -1, msg: 'This item is not in your order' });

    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => followUp(ctx, b, item, { content: `Follow-up ${i}` })));
    expect(results.filter((r) => r.body.code === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.body.code !== 200)) expect(r.body.msg).toBe('“Scented Candle” already has its follow-up review');
    const stored = await ctx.db.kysely.selectFrom('reviews').select('follow_up').where('order_item_id', '=', item).executeTakeFirstOrThrow();
    expect(stored.follow_up).toMatch(/^Follow-up \d$/);
  });
});

describe(`moderation (${TEST_DIALECT})`, () => {
  it('hides a review from the page and the rating, restores it, and audits both', async () => {
    expect(helpText()).toContain('review:hide <id> <reason>');
    const b = await buyer(ctx);
    const order = await receivedOrder(ctx, b, 1);
    const item = order.itemIds[0]!;
    const goodsId = order.goodsIds[0]!;
    await evaluate(ctx, b, order.orderNo, [review(item, { score: 2, content: 'Spam spam spam', images: [await picture(ctx, b.token)] })]);
    const id = await reviewIdOf(item);

    const listed = await ops('reviews', '--goods', String(goodsId));
    expect(listed[0]).toMatch(new RegExp(`^#${id}  goods ${goodsId}  ★★☆☆☆  visible  `));
    expect(listed[1]).toBe('  Spam spam spam');

    expect(await ops('review:hide', String(id), 'Advertising', 'links')).toEqual([`review #${id} hidden`]);
    expect((await ops('audit', '--limit', '1'))[0]).toContain(`operator  review.hide  review:${id}  visible -> hidden: Advertising links`);
    const hidden = await reviewsOf(ctx, goodsId);
    expect(hidden).toMatchObject({ list: [], total: 0, counts: { all: 0, myLanguage: 0, withPictures: 0, positive: 0 }, rating: { average: 0, count: 0 } });
    expect((await ops('reviews', '--status', 'hidden', '--goods', String(goodsId)))[2]).toBe('  hidden: Advertising links');
    // The member still sees their own review, marked hidden.
    const info = await ctx.call<{ items: { review: { hidden: boolean } }[] }>('GET', `/api/order/evaluateInfo?orderNo=${order.orderNo}`, { headers: b.headers });
    expect(info.body.data.items[0]!.review.hidden).toBe(true);

    await expect(ops('review:hide', String(id), 'again')).rejects.toThrow(DomainError);
    await expect(ops('review:hide', String(id))).rejects.toThrow('missing review id or reason');
    await expect(ops('review:restore', 'abc')).rejects.toThrow('the review id is a positive whole number');
    await expect(ops('review:restore', '999999999')).rejects.toThrow(DomainError);

    expect(await ops('review:restore', String(id))).toEqual([`review #${id} restored`]);
    expect((await ops('audit', '--limit', '1'))[0]).toContain(`operator  review.restore  review:${id}  hidden -> visible`);
    expect((await reviewsOf(ctx, goodsId)).counts).toEqual({ all: 1, myLanguage: 1, withPictures: 1, positive: 0 });
    await expect(ops('review:restore', String(id))).rejects.toThrow(DomainError);
    expect(await storedTotals(ctx, goodsId)).toEqual(await recountedTotals(ctx, goodsId));
  });

  it('changes the totals once when the same review is hidden many times at once, also while a follow-up arrives', async () => {
    const b = await buyer(ctx);
    const order = await receivedOrder(ctx, b);
    const item = order.itemIds[0]!;
    const goodsId = order.goodsIds[0]!;
    await evaluate(ctx, b, order.orderNo, [review(item, { score: 5 })]);
    const id = await reviewIdOf(item);
    const photo = await picture(ctx, b.token);
    const outcomes = await Promise.allSettled([
      ...Array.from({ length: 20 }, () => hideReview(ctx.db.kysely, terminalActor, { reviewId: id, reason: 'race' })),
      followUp(ctx, b, item, { images: [photo] }),
    ]);
    expect(outcomes.slice(0, 20).filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(await storedTotals(ctx, goodsId)).toEqual({ review_count: 0, review_score_sum: 0, review_positive: 0, review_pictures: 0 });
    expect(await storedTotals(ctx, goodsId)).toEqual(await recountedTotals(ctx, goodsId));
    const audits = await ctx.db.kysely.selectFrom('audit_log').select('id').where('target', '=', `review:${id}`).execute();
    expect(audits).toHaveLength(1);
  });
});

describe(`automatic completion (${TEST_DIALECT})`, () => {
  it('completes orders received 15 days ago without inventing reviews, and leaves younger ones', async () => {
    const b = await buyer(ctx);
    const old = await receivedOrder(ctx, b, 2);
    const young = await receivedOrder(ctx, b);
    await evaluate(ctx, b, old.orderNo, [review(old.itemIds[0]!)]);
    const day = 86_400_000;
    await ctx.db.kysely.updateTable('orders').set({ received_at: new Date(Date.now() - 15 * day - 60_000).toISOString() }).where('order_no', '=', old.orderNo).execute();
    await ctx.db.kysely.updateTable('orders').set({ received_at: new Date(Date.now() - 14 * day).toISOString() }).where('order_no', '=', young.orderNo).execute();

    expect(await orderOps.autoCompleteOrders(ctx.db.kysely)).toBeGreaterThanOrEqual(1);
    expect(await statusOf(ctx, old.orderNo)).toBe('completed');
    expect(await statusOf(ctx, young.orderNo)).toBe('received');
    // A second run (or one after a restart) finds nothing left to do for these orders.
    await orderOps.autoCompleteOrders(ctx.db.kysely);
    const events = await ctx.db.kysely.selectFrom('order_events as e').innerJoin('orders as o', 'o.id', 'e.order_id').select(['e.kind', 'e.actor']).where('o.order_no', '=', old.orderNo).execute();
    expect(events.filter((e) => e.kind === 'autoComplete')).toEqual([{ kind: 'autoComplete', actor: 'system' }]);

    const stored = await ctx.db.kysely.selectFrom('reviews').select('order_item_id').where('order_item_id', 'in', old.itemIds).execute();
    expect(stored.map((r) => r.order_item_id)).toEqual([old.itemIds[0]]);
    const late = await evaluate(ctx, b, old.orderNo, [review(old.itemIds[1]!)]);
    expect(late.body).toMatchObject({ code: -1, msg: 'This order can no longer be reviewed' });
    // The review written in time can still get its follow-up.
    expect((await followUp(ctx, b, old.itemIds[0]!)).body.code).toBe(200);
  });

  it('runs as one of the shop’s jobs', () => {
    expect(ctx.services.jobs.map((j) => j.name)).toContain('auto-complete-orders');
  });
});
