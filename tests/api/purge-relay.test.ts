/**
 * Page purges between instances on one database (decision 079), with two relays in this process, each with its
 * own page cache as two instances have: NOTIFY/LISTEN on PostgreSQL, the polled version row on SQLite (and on
 * PostgreSQL when LISTEN is not used), a dropped LISTEN connection, and the CDN told by the instance that made
 * the change alone.
 */
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/server/logger.ts';
import { startPurgeRelay, type PurgeRelay } from '../../src/server/cluster/purge-relay.ts';
import { PageCache, sharedPageCache } from '../../src/server/web/page-cache.ts';
import { announcePagePurge, type PagePurge } from '../../src/server/web/page-purge.ts';
import { createTestContext, TEST_APP_SECRET, TEST_DIALECT, type TestContext } from './harness.ts';
import { buyer, goodsWithStock, submit } from './order-fixture.ts';

const URLS = ['/en/', '/en/goods/list', '/en/goods/details?id=5', '/en/goods/details?id=6'];

interface Instance {
  cache: PageCache;
  relay: PurgeRelay;
  purge(p: PagePurge): void;
}

let ctx: TestContext;
let cdn: Server;
const cdnHeard: string[] = [];
const started: Instance[] = [];

async function instance(opts: { listen?: boolean; cdn?: boolean; pollMs?: number } = {}): Promise<Instance> {
  const cache = new PageCache();
  const listeners = new Set<(p: PagePurge) => void>();
  const { port } = cdn.address() as AddressInfo;
  const relay = await startPurgeRelay({
    db: ctx.db,
    databaseUrl: ctx.config.databaseUrl,
    cache,
    logger: createLogger('silent'),
    cdnPurgeUrls: opts.cdn ? [`http://127.0.0.1:${port}/`] : [],
    pollMs: opts.pollMs ?? 100,
    notifyMarginMs: 10,
    listen: opts.listen,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  });
  const made = {
    cache,
    relay,
    purge: (p: PagePurge) => {
      // What announcePagePurge does for the process's own relay.
      const own = [...listeners];
      announcePagePurge(cache, p);
      for (const l of own) l(p);
    },
  };
  started.push(made);
  return made;
}

async function fill(cache: PageCache): Promise<void> {
  for (const url of URLS) await cache.store(PageCache.key(url, 'br'), new Response('page', { headers: { 'cache-control': 'public, s-maxage=60' } }));
}
const cached = (cache: PageCache) => URLS.filter((url) => cache.peek(PageCache.key(url, 'br')));

async function until(check: () => boolean, ms = 2000): Promise<number> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
  return Date.now() - start;
}

beforeAll(async () => {
  ctx = await createTestContext();
  cdn = createServer((req, res) => {
    cdnHeard.push(`${req.method} ${req.headers['xkey-purge']}`);
    res.end('purged');
  });
  await new Promise<void>((r) => cdn.listen(0, '127.0.0.1', r));
});

afterAll(async () => {
  for (const i of started) await i.relay.close();
  await new Promise((r) => cdn.close(r));
  await ctx?.close();
});

describe(`page purges between instances (${TEST_DIALECT})`, () => {
  it('reach the other instance within a second; the one that made the change alone tells the CDN', async () => {
    const a = await instance({ cdn: true });
    const b = await instance({ cdn: true });
    await until(() => a.relay.mode !== 'starting' && b.relay.mode !== 'starting');
    expect(a.relay.mode).toBe(TEST_DIALECT === 'postgres' ? 'listen' : 'poll');
    await Promise.all([fill(a.cache), fill(b.cache)]);
    cdnHeard.length = 0;

    a.purge({ goods: 5 });
    expect(cached(a.cache)).toEqual(['/en/goods/details?id=6']);
    expect(await until(() => cached(b.cache).length === 1)).toBeLessThan(1000);
    expect(cached(b.cache)).toEqual(['/en/goods/details?id=6']);
    await a.relay.settled();
    expect(cdnHeard).toEqual(['PURGE goods-5 goods-list home']);

    await fill(a.cache);
    b.purge({ pages: 'home' });
    await until(() => cached(a.cache).length === 3);
    expect(cached(a.cache)).toEqual(URLS.slice(1));
    await b.relay.settled();
    expect(cdnHeard).toEqual(['PURGE goods-5 goods-list home', 'PURGE home']);
  });

  it('polls the version row when LISTEN is not used, and drops everything after missing several purges', async () => {
    const a = await instance();
    const b = await instance({ listen: false });
    expect(b.relay.mode).toBe('poll');
    await until(() => a.relay.mode !== 'starting');
    await Promise.all([fill(a.cache), fill(b.cache)]);
    a.purge({ pages: 'home' });
    await until(() => cached(b.cache).length === 3);
    expect(cached(b.cache)).toEqual(URLS.slice(1));
    // Two purges before its first poll: the poller cannot know the first, so it drops every page.
    await b.relay.close();
    const c = await instance({ listen: false, pollMs: 500 });
    await fill(c.cache);
    a.purge({ goods: 6 });
    await a.relay.settled();
    a.purge({ goods: 6 });
    await a.relay.settled();
    await until(() => cached(c.cache).length === 0);
  });

  it.runIf(TEST_DIALECT === 'postgres')('listens again when its connection drops, and drops every page it may have missed purges of', async () => {
    const a = await instance();
    await until(() => a.relay.mode === 'listen');
    await fill(a.cache);
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where query like 'LISTEN %' and datname = current_database() and pid <> pg_backend_pid()`.execute(ctx.db.kysely);
    await until(() => cached(a.cache).length === 0, 3000);
    // Listening again: a purge from elsewhere reaches it.
    const b = await instance();
    await until(() => b.relay.mode === 'listen');
    await new Promise((r) => setTimeout(r, 300));
    await fill(a.cache);
    b.purge({ pages: 'home' });
    await until(() => cached(a.cache).length === 3, 3000);
  });

  it('drops the pages of a goods when an order takes its last unit, and only then', async () => {
    const cache = sharedPageCache();
    const b = await buyer(ctx);
    const { goodsId, skuId } = await goodsWithStock(ctx, 3);
    const page = `/en/goods/details?id=${goodsId}`;
    const store = () => cache.store(PageCache.key(page, 'br'), new Response('page', { headers: { 'cache-control': 'public, s-maxage=60' } }));
    await store();
    expect((await submit(ctx, b, [{ skuId, quantity: 2 }])).body.code).toBe(200);
    expect(cache.peek(PageCache.key(page, 'br'))).toBeDefined();
    expect((await submit(ctx, b, [{ skuId, quantity: 1 }])).body.code).toBe(200);
    expect(cache.peek(PageCache.key(page, 'br'))).toBeUndefined();
  });

  // The command line is the same code on both databases: one pass is enough.
  it.runIf(TEST_DIALECT === 'sqlite')('sends the purges of an operator command line to the instances and the CDN', async () => {
    const { goodsId, skuId } = await goodsWithStock(ctx, 3);
    const { version: before } = await ctx.db.kysely.selectFrom('page_versions').select('version').executeTakeFirstOrThrow();
    cdnHeard.length = 0;
    const { port } = cdn.address() as AddressInfo;
    const env = { ...process.env, DATABASE_URL: ctx.config.databaseUrl, DATA_DIR: ctx.config.dataDir, APP_SECRET: TEST_APP_SECRET, NODE_ENV: 'test', LOG_LEVEL: 'error', CDN_PURGE_URLS: `http://127.0.0.1:${port}/` };
    const { stdout } = await promisify(execFile)(process.execPath, [new URL('../../scripts/ops.ts', import.meta.url).pathname, 'stock', String(skuId), '0'], { env });
    expect(stdout).toContain(`SKU ${skuId}: stock 0`);
    const after = await ctx.db.kysely.selectFrom('page_versions').select(['version', 'purge']).executeTakeFirstOrThrow();
    expect(Number(after.version)).toBe(Number(before) + 1);
    expect(cdnHeard).toEqual([after.purge === '{"pages":"goods"}' ? 'PURGE goods' : `PURGE goods-${goodsId} goods-list home`]);
  }, 30_000);
});
