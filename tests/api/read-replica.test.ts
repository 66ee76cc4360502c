/**
 * Catalogue reads from a hot standby (DATABASE_READ_URL, docs/decisions/082): a real primary and a standby made
 * from it with `pg_basebackup -R`, the shop on both. While the standby's replay is paused, a goods added on the
 * primary is missing from the catalogue a guest sees (the lists read the standby), yet a member who puts it in
 * the cart or among favourites sees it there at once (their own data reads the primary). Once the standby
 * stops, the catalogue is served from the primary, fresh, and never as an error.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findBinDir, startCluster, startStandby, type Cluster } from '../../scripts/lib/pg-cluster.ts';
import { createLogger } from '../../src/server/logger.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { register } from './members.ts';
import { goodsWithStock } from './order-fixture.ts';

const binaries = TEST_DIALECT === 'postgres' && Boolean(findBinDir());
if (TEST_DIALECT === 'sqlite') console.warn('read replica: skipped, it runs in the PostgreSQL pass only (TEST_DATABASE_URL)');
else if (!binaries) console.warn('read replica: skipped, PostgreSQL server binaries (initdb, pg_ctl, pg_basebackup) are not installed (apt-get install postgresql)');

let primary: Cluster | undefined;
let standby: Cluster | undefined;
let ctx: TestContext;
const warnings: string[] = [];

async function one<T>(url: string, text: string): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows[0] as T;
  } finally {
    await client.end();
  }
}

/** Waits until the standby has replayed everything the primary has written so far. */
async function caughtUp(): Promise<void> {
  const { lsn } = await one<{ lsn: string }>(primary!.url, 'select pg_current_wal_lsn()::text as lsn');
  for (let i = 0; i < 200; i += 1) {
    const { done } = await one<{ done: boolean }>(standby!.url, `select pg_last_wal_replay_lsn() >= '${lsn}'::pg_lsn as done`);
    if (done) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the standby did not catch up');
}

async function listed(categoryId: number): Promise<number[]> {
  const { status, body } = await ctx.call<{ list: { id: number }[] }>('GET', `/api/goods/list?categoryId=${categoryId}`, { headers: { lang: 'en' } });
  expect(status).toBe(200);
  return body.data.list.map((g) => g.id).sort((a, b) => a - b);
}

describe.runIf(binaries)('catalogue reads from a hot standby', () => {
  let categoryId: number;
  let first: number;

  beforeAll(async () => {
    const p = await startCluster();

    if ('skipped' in p) throw new Error(p.skipped);
    primary = p;
    const s = await startStandby(primary.url);
    if ('skipped' in s) throw new Error(s.skipped);
    standby = s;
    const logger = createLogger('warn', (line) => warnings.push(line) > 0);
    ctx = await createTestContext({ DATABASE_URL: primary.url, DATABASE_READ_URL: standby.url }, { logger });
    const shown = await goodsWithStock(ctx, 10);
    first = shown.goodsId;
    ({ categoryId } = await ctx.db.kysely.selectFrom('goods').select('category_id as categoryId').where('id', '=', first).executeTakeFirstOrThrow());
    await caughtUp();
  }, 60_000);

  afterAll(async () => {
    await ctx?.close();
    standby?.stop();
    primary?.stop();
  });

  it('shows guests the standby, and members their own writes from the primary', async () => {
    expect(await listed(categoryId)).toEqual([first]);
    await one(standby!.url, 'select pg_wal_replay_pause()');
    const added = await goodsWithStock(ctx, 5, { categoryId });

    // Replay is paused: the list, the guest's detail and the home shelves read the standby and lack it.
    expect(await listed(categoryId)).toEqual([first]);
    const guest = await ctx.call('GET', `/api/goods/details?id=${added.goodsId}`, { headers: { lang: 'en' } });
    expect(guest.status).toBe(200);
    expect(guest.body.code).toBe(-1);

    // A member sees it, and what they do with it, at once.
    const m = await register(ctx);
    const headers = { token: m.token, lang: 'en' };
    const detail = await ctx.call<{ id: number; stock: number }>('GET', `/api/goods/details?id=${added.goodsId}`, { headers });
    expect(detail.body.data).toMatchObject({ id: added.goodsId, stock: 5 });
    const specs = await ctx.call<{ stock: number }>('GET', `/api/goods/specs?id=${added.goodsId}`, { headers });
    expect(specs.body.data.stock).toBe(5);
    expect((await ctx.call('POST', '/api/cart/add', { json: { goodsId: added.goodsId, skuId: added.skuId, quantity: 2 }, headers })).body.code).toBe(200);
    const cart = await ctx.call<{ stores: { items: { skuId: number; quantity: number }[] }[] }>('GET', '/api/cart/list', { headers });
    expect(JSON.stringify(cart.body.data)).toContain(`"skuId":${added.skuId}`);
    expect((await ctx.call('POST', '/api/collect/addGoodsCollect', { json: { goodsId: added.goodsId }, headers })).body.code).toBe(200);
    const favourites = await ctx.call<{ list: { id: number }[] }>('GET', '/api/collect/goodsList', { headers });
    expect(favourites.body.data.list.map((g) => g.id)).toEqual([added.goodsId]);

    // Replay resumes: the guest's catalogue catches up.
    await one(standby!.url, 'select pg_wal_replay_resume()');
    await caughtUp();
    expect(await listed(categoryId)).toEqual([first, added.goodsId]);
    expect(warnings).toEqual([]);
  });

  it('serves the catalogue from the primary once the standby stops, fresh and without an error', async () => {
    standby!.stopServer();
    const later = await goodsWithStock(ctx, 3, { categoryId });
    expect((await listed(categoryId)).at(-1)).toBe(later.goodsId);
    for (const path of ['/api/home/index', '/api/home/goodsCategoryList', '/api/goods/brandList', `/api/goods/details?id=${later.goodsId}`, `/api/goods/evaluateList?goodsId=${later.goodsId}`]) {
      const { status, body } = await ctx.call('GET', path, { headers: { lang: 'en' } });
      expect({ path, status, code: body.code }).toEqual({ path, status: 200, code: 200 });
    }
    expect(warnings.some((line) => line.includes('catalogue reads use the primary'))).toBe(true);
  });
});
