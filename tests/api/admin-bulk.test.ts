import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operator, type Operator } from './admin-fixture.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { register } from './members.ts';
import { buyer, evaluate, receivedOrder, review } from './review-fixture.ts';

let ctx: TestContext;
let staff: Operator;
beforeAll(async () => {
  ctx = await createTestContext({ TRUST_PROXY: 'true', REGISTER_MAX_PER_IP_HOUR: '10000', CODE_MAX_PER_IP_DAY: '10000' });
  staff = await operator(ctx, 'staff');
});
afterAll(() => ctx.close());

type Answer = { done: number[]; unchanged: number[]; refused: { id: number; msg: string }[] };
const headers = () => ({ ...staff.headers, lang: 'en' });
const entries = async (action: string, target: string) =>
  Number((await ctx.db.kysely.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n')).where('action', '=', action).where('target', '=', target).executeTakeFirstOrThrow()).n);

describe(`console bulk actions: each record through its own flow and audit entry, once (${TEST_DIALECT})`, () => {
  it('marks several feedback messages handled, each audited once however often the request comes', async () => {
    const m = await register(ctx);
    for (const content of ['Box dented', 'Late parcel', 'Wrong colour']) await ctx.call('POST', '/api/feedback/add', { json: { content, contactInformation: '', imageUrl: '' }, headers: { token: m.token } });
    const rows = await ctx.db.kysely.selectFrom('feedback').select('id').orderBy('id').execute();
    const ids = rows.map((r) => r.id);
    const burst = await Promise.all(Array.from({ length: 5 }, () => ctx.call<Answer>('POST', '/api/admin/feedback/handle', { json: { ids: [...ids, 99999] }, headers: headers() })));
    expect(burst.every((r) => r.body.code === 0)).toBe(true);
    expect(burst.flatMap((r) => r.body.data.done).sort()).toEqual(ids);
    expect(burst[0]!.body.data.refused).toEqual([{ id: 99999, msg: expect.any(String) }]);
    for (const id of ids) expect(await entries('feedback.handle', String(id))).toBe(1);
    const handled = await ctx.db.kysely.selectFrom('feedback').select('handled_by').where('id', 'in', ids).execute();
    expect(handled.every((r) => r.handled_by === staff.account)).toBe(true);
  });

  it('hides several reviews with one reason, each audited; a hidden one is refused with the reason', async () => {
    const b = await buyer(ctx);
    const order = await receivedOrder(ctx, b, 2);
    expect((await evaluate(ctx, b, order.orderNo, order.itemIds.map((id) => review(id)))).body.code).toBe(200);
    const ids = (await ctx.db.kysely.selectFrom('reviews').select('id').where('goods_id', 'in', order.goodsIds).orderBy('id').execute()).map((r) => r.id);
    const first = await ctx.call<Answer>('POST', '/api/admin/reviews/hide', { json: { ids, reason: 'spam' }, headers: headers() });
    expect(first.body.data).toEqual({ done: ids, unchanged: [], refused: [] });
    for (const id of ids) expect(await entries('review.hide', `review:${id}`)).toBe(1);
    const again = await ctx.call<Answer>('POST', '/api/admin/reviews/hide', { json: { ids: ids.slice(0, 1), reason: 'spam' }, headers: headers() });
    expect(again.body.data.refused).toEqual([{ id: ids[0], msg: 'This review is already hidden' }]);
    const goods = await ctx.db.kysely.selectFrom('goods').select('review_count').where('id', 'in', order.goodsIds).execute();
    expect(goods.every((g) => Number(g.review_count) === 0)).toBe(true);
  });

  it('refuses no ids, too many ids or a missing reason, changing nothing', async () => {
    for (const [path, json] of [
      ['/api/admin/feedback/handle', { ids: [] }],
      ['/api/admin/feedback/handle', { ids: Array.from({ length: 101 }, (_, i) => i + 1) }],
      ['/api/admin/feedback/handle', { ids: ['x'] }],
      ['/api/admin/reviews/hide', { ids: [1] }],
    ] as const) {
      const res = await ctx.call('POST', path, { json, headers: headers() });
      expect([path, res.body.code]).toEqual([path, -1]);
    }
    const none = await ctx.call('POST', '/api/admin/feedback/handle', { json: { ids: [] }, headers: headers() });
    expect(none.body.msg).toBe('Choose at least one record (at most 100)');
  });
});
