import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operator, type Operator } from './admin-fixture.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { register } from './members.ts';
import { buyer, evaluate, receivedOrder, review } from './review-fixture.ts';

/** The member, review and feedback lists of the console: by date range, sorted by the columns they offer, refusing bad input with a translated 400. */

let ctx: TestContext;
let staff: Operator;
const tag = String(process.pid % 10_000);
/** Accounts in an order that differs by letter case from their stored order. */
const accounts = { a: `Bravo_${tag}`, b: `alpha_${tag}`, c: `Charlie_${tag}` };
const ids: Record<string, number> = {};
let reviewIds: number[] = [];
let feedbackIds: number[] = [];

beforeAll(async () => {
  ctx = await createTestContext({ TRUST_PROXY: 'true', REGISTER_MAX_PER_IP_HOUR: '10000', CODE_MAX_PER_IP_DAY: '10000' });
  staff = await operator(ctx, 'staff');
  // Members registered on the 10th, 11th and late on the 12th of January 2024 (UTC), with balances 3, 1 and 2 yuan.
  const joined = { a: ['2024-01-10T08:00:00.000Z', 300], b: ['2024-01-11T08:00:00.000Z', 100], c: ['2024-01-12T23:30:00.000Z', 200] } as const;
  for (const key of ['a', 'b', 'c'] as const) {
    await register(ctx, accounts[key]);
    const [createdAt, balance] = joined[key];
    await ctx.db.kysely.updateTable('members').set({ created_at: createdAt, balance }).where('account', '=', accounts[key]).execute();
    ids[key] = (await ctx.db.kysely.selectFrom('members').select('id').where('account', '=', accounts[key]).executeTakeFirstOrThrow()).id;
  }
  // Three reviews scored 5, 2 and 4, written in March 2024 in the opposite order of their ids.
  const b = await buyer(ctx, 100_000);
  const order = await receivedOrder(ctx, b, 3);
  const written = await evaluate(ctx, b, order.orderNo, [5, 2, 4].map((score, i) => review(order.itemIds[i]!, { score, content: `Review scored ${score}` })));
  expect(written.body.code).toBe(200);
  reviewIds = (await ctx.db.kysely.selectFrom('reviews').select('id').orderBy('id').execute()).map((r) => r.id);
  const reviewTimes = ['2024-03-03T10:00:00.000Z', '2024-03-02T10:00:00.000Z', '2024-03-01T10:00:00.000Z'];
  for (const [i, id] of reviewIds.entries()) await ctx.db.kysely.updateTable('reviews').set({ created_at: reviewTimes[i]! }).where('id', '=', id).execute();
  // Three feedback messages, sent in May 2024 in the opposite order of their ids.
  const m = await register(ctx);
  for (const n of [1, 2, 3]) {
    const sent = await ctx.call('POST', '/api/feedback/add', { json: { content: `Feedback ${n}`, contactInformation: '', imageUrl: '' }, headers: { token: m.token } });
    expect(sent.body.code).toBe(200);
  }
  feedbackIds = (await ctx.db.kysely.selectFrom('feedback').select('id').orderBy('id').execute()).map((r) => r.id);
  const feedbackTimes = ['2024-05-03T10:00:00.000Z', '2024-05-02T10:00:00.000Z', '2024-05-01T10:00:00.000Z'];
  for (const [i, id] of feedbackIds.entries()) await ctx.db.kysely.updateTable('feedback').set({ created_at: feedbackTimes[i]! }).where('id', '=', id).execute();
});
afterAll(() => ctx.close());

async function list<T = { id: number }>(path: string) {
  const res = await ctx.call<{ list: T[]; total: number }>('GET', path, { headers: staff.headers });
  expect([path, res.status, res.body.code]).toEqual([path, 200, 0]);
  return res.body.data;
}
const idsOf = (page: { list: { id: number }[] }) => page.list.map((r) => r.id);

describe(`console members, reviews and feedback by date and sorted (${TEST_DIALECT})`, () => {
  it('lists members registered within the dates, the last day whole, sorted by time, balance, account or id', async () => {
    const { a, b, c } = ids as { a: number; b: number; c: number };
    expect(await list('/api/admin/members?from=2024-01-11&to=2024-01-12')).toMatchObject({ total: 2, list: [{ id: c }, { id: b }] });
    expect((await list('/api/admin/members?from=2024-01-11T08:00:01Z&to=2024-01-12')).total).toBe(1);
    expect((await list('/api/admin/members?from=2024-01-13&to=2024-12-31')).total).toBe(0);
    expect(idsOf(await list('/api/admin/members?to=2024-01-10'))).toEqual([a]);
    const inJanuary = '/api/admin/members?from=2024-01-01&to=2024-01-31';
    expect(idsOf(await list(`${inJanuary}&sort=createdAt&order=asc`))).toEqual([a, b, c]);
    expect(idsOf(await list(`${inJanuary}&sort=createdAt&order=desc`))).toEqual([c, b, a]);
    expect(await list<{ id: number; balance: number }>(`${inJanuary}&sort=balance&order=asc`)).toMatchObject({ list: [{ id: b, balance: 100 }, { id: c, balance: 200 }, { id: a, balance: 300 }] });
    expect(idsOf(await list(`${inJanuary}&sort=balance&order=desc`))).toEqual([a, c, b]);
    expect(idsOf(await list(`${inJanuary}&sort=account&order=asc`))).toEqual([b, a, c]);
    expect(idsOf(await list(`${inJanuary}&sort=account&order=desc`))).toEqual([c, a, b]);
    expect(idsOf(await list(`${inJanuary}&sort=id`))).toEqual([c, b, a]);
    // The search still applies, with the dates and the sort.
    expect(idsOf(await list(`${inJanuary}&q=${accounts.a.toLowerCase()}&sort=balance`))).toEqual([a]);
    expect((await list(`/api/admin/members?from=2024-02-01&q=${accounts.a}`)).total).toBe(0);
    // One page of one, sorted: the second-richest member.
    expect(idsOf(await list(`${inJanuary}&sort=balance&order=desc&page=2&pageSize=1`))).toEqual([c]);
  });

  it('lists reviews written within the dates, sorted by time or score, with their other filters', async () => {
    const [r5, r2, r4] = reviewIds as [number, number, number];
    expect(idsOf(await list('/api/admin/reviews?from=2024-03-02&to=2024-03-02'))).toEqual([r2]);
    expect(idsOf(await list('/api/admin/reviews?from=2024-03-01T10:00:00.001Z&to=2024-03-31'))).toEqual([r2, r5]);
    expect((await list('/api/admin/reviews?from=2024-04-01')).total).toBe(0);
    expect(idsOf(await list('/api/admin/reviews?sort=createdAt&order=asc'))).toEqual([r4, r2, r5]);
    expect(idsOf(await list('/api/admin/reviews?sort=createdAt&order=desc'))).toEqual([r5, r2, r4]);
    expect(await list<{ id: number; score: number }>('/api/admin/reviews?sort=score&order=asc')).toMatchObject({ list: [{ id: r2, score: 2 }, { id: r4, score: 4 }, { id: r5, score: 5 }] });
    expect(idsOf(await list('/api/admin/reviews?sort=score&order=desc'))).toEqual([r5, r4, r2]);
    expect(idsOf(await list('/api/admin/reviews?sort=id&order=asc'))).toEqual([r5, r2, r4]);
    expect(idsOf(await list('/api/admin/reviews?score=4&from=2024-03-01&to=2024-03-01&status=visible&pictures=false'))).toEqual([r4]);
    expect(idsOf(await list('/api/admin/reviews?q=scored&from=2024-03-02&sort=score&order=asc'))).toEqual([r2, r5]);
  });

  it('lists feedback sent within the dates, sorted by time, handled or not', async () => {
    const [f1, f2, f3] = feedbackIds as [number, number, number];
    expect(idsOf(await list('/api/admin/feedback?from=2024-05-02&to=2024-05-03'))).toEqual([f2, f1]);
    expect(idsOf(await list('/api/admin/feedback?to=2024-05-01T10:00:00.000Z'))).toEqual([]);
    expect(idsOf(await list('/api/admin/feedback?sort=createdAt&order=asc'))).toEqual([f3, f2, f1]);
    expect(idsOf(await list('/api/admin/feedback?sort=createdAt&order=desc'))).toEqual([f1, f2, f3]);
    expect(idsOf(await list('/api/admin/feedback?sort=id&order=asc'))).toEqual([f1, f2, f3]);
    expect((await ctx.call('POST', `/api/admin/feedback/${f2}/handle`, { headers: staff.headers })).body.code).toBe(0);
    expect(idsOf(await list('/api/admin/feedback?handled=false&sort=createdAt&order=asc'))).toEqual([f3, f1]);
    expect(idsOf(await list('/api/admin/feedback?handled=true&from=2024-05-01&to=2024-05-31'))).toEqual([f2]);
  });

  const bad: [string, string, string][] = [
    ['sort=pwd_hash', 'This list cannot be sorted that way', '此列表不能按这种方式排序'],
    ['sort=', 'This list cannot be sorted that way', '此列表不能按这种方式排序'],
    ['sort[]=id', 'This list cannot be sorted that way', '此列表不能按这种方式排序'],
    ['sort=id&sort=createdAt', 'This list cannot be sorted that way', '此列表不能按这种方式排序'],
    ['sort=createdAt%20desc', 'This list cannot be sorted that way', '此列表不能按这种方式排序'],
    ['sort=createdAt&order=sideways', 'This list cannot be sorted that way', '此列表不能按这种方式排序'],
    ['order[a]=asc', 'This list cannot be sorted that way', '此列表不能按这种方式排序'],
    ['from=yesterday', 'Please write dates as YYYY-MM-DD', '日期格式应为 YYYY-MM-DD'],
    ['from=', 'Please write dates as YYYY-MM-DD', '日期格式应为 YYYY-MM-DD'],
    ['to=2025-02-30', 'Please write dates as YYYY-MM-DD', '日期格式应为 YYYY-MM-DD'],
    ['to=2025-02-30T00:00:00Z', 'Please write dates as YYYY-MM-DD', '日期格式应为 YYYY-MM-DD'],
    ['from=2024-01-01T00:00:00', 'Please write dates as YYYY-MM-DD', '日期格式应为 YYYY-MM-DD'],
    ['from=1704067200000', 'Please write dates as YYYY-MM-DD', '日期格式应为 YYYY-MM-DD'],
    ['from[]=2024-01-01', 'Please write dates as YYYY-MM-DD', '日期格式应为 YYYY-MM-DD'],
    ['to[x]=2024-01-01', 'Please write dates as YYYY-MM-DD', '日期格式应为 YYYY-MM-DD'],
    ['to=9999-12-31', 'Please write dates as YYYY-MM-DD', '日期格式应为 YYYY-MM-DD'],
    [`from=${'2'.repeat(5000)}`, 'Please write dates as YYYY-MM-DD', '日期格式应为 YYYY-MM-DD'],
    ['from=2024-03-02&to=2024-03-01', 'The start date must be before the end date', '开始日期必须早于结束日期'],
    ['from=2024-03-01T10:00:00Z&to=2024-03-01T10:00:00Z', 'The start date must be before the end date', '开始日期必须早于结束日期'],
  ];
  it.each(['members', 'reviews', 'feedback'])('answers bad sorts, orders, dates and ranges on /api/admin/%s with a translated 400', async (resource) => {
    for (const [query, en, zh] of bad) {
      const path = `/api/admin/${resource}?${query}`;
      for (const [lang, msg] of [['en', en], ['zh', zh]] as const) {
        const res = await ctx.call('GET', path, { headers: { ...staff.headers, lang } });
        expect([path, lang, res.status, res.body]).toEqual([path, lang, 400, { code: -1, data: null, msg }]);
      }
    }
    // Lenient filters stay lenient: a bad page or state shows the list rather than a refusal.
    const lenient = await ctx.call<{ pageSize: number }>('GET', `/api/admin/${resource}?page=x&pageSize=99999&handled=maybe&status=weird&score=9&q=${'x'.repeat(500)}`, { headers: staff.headers });
    expect([lenient.status, lenient.body.code, lenient.body.data.pageSize]).toEqual([200, 0, 100]);
  });
});
