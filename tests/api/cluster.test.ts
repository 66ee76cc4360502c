/**
 * Several instances behind a load balancer and a CDN, on real engines (decision 079): two production shop
 * processes on one PostgreSQL, nginx balancing them, Varnish (deploy/varnish/default.vcl) in front of nginx.
 * An operator's price change at instance A reaches shoppers through Varnish and at instance B within 2 s;
 * member pages and personal answers are never served from Varnish; pages vary on the device when a mobile site
 * is configured, and Varnish keeps one copy per device class. Needs the build (made here when stale).
 */
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIsStale } from '../../scripts/lib/build-state.ts';
import { edgeMissing, startNginx, startVarnish, type Engine } from '../../scripts/lib/edge.ts';
import { freePort, startServer, type RunningServer } from '../../scripts/bench/server.ts';
import { operator, type Operator } from './admin-fixture.ts';
import { createTestContext, TEST_APP_SECRET, TEST_DIALECT, type TestContext } from './harness.ts';
import { buyer, goodsWithStock, type Buyer } from './order-fixture.ts';

const missing = edgeMissing();
const MOBILE_SITE = 'https://m.orchid.example/';
const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';
const HTML = 'text/html,application/xhtml+xml';

let ctx: TestContext;
let instances: RunningServer[] = [];
let nginx: Engine | undefined;
let varnish: Engine | undefined;
let staff: Operator;
let member: Buyer;

if (TEST_DIALECT !== 'postgres') console.log('cluster.test.ts: runs in the PostgreSQL pass only');
else if (missing) console.log(`cluster.test.ts skipped: ${missing}`);

/** Whether a goods page shows `fen` as its price (the purchase panel's props carry it as is). */
const showsPrice = (html: string, fen: number) => html.includes(`price&quot;:[0,${fen}]`);

const get = (base: string, path: string, headers: Record<string, string> = {}) =>
  fetch(base + path, { headers: { accept: HTML, 'user-agent': DESKTOP_UA, ...headers }, redirect: 'manual' });

describe.runIf(TEST_DIALECT === 'postgres' && !missing)('several instances behind nginx and Varnish', () => {
  beforeAll(async () => {
    if (buildIsStale()) execFileSync(process.execPath, [new URL('../../scripts/build.ts', import.meta.url).pathname], { stdio: 'inherit' });
    ctx = await createTestContext();
    staff = await operator(ctx, 'staff');
    member = await buyer(ctx, 0);
    const varnishPort = await freePort();
    const env = {
      NODE_ENV: 'test',
      DATABASE_URL: ctx.config.databaseUrl,
      DATA_DIR: ctx.config.dataDir,
      APP_SECRET: TEST_APP_SECRET,
      LOG_LEVEL: 'error',
      DEMO_DATA: 'false',
      RENDER_THREADS: '1',
      MOBILE_SITE_URL: MOBILE_SITE,
      CDN_PURGE_URLS: `http://127.0.0.1:${varnishPort}/`,
    };
    instances = await Promise.all([startServer(env, { startupSeconds: 40 }), startServer(env, { startupSeconds: 40 })]);
    nginx = await startNginx(instances.map((i) => i.base.replace('http://', '')));
    varnish = await startVarnish({ host: '127.0.0.1', port: nginx.port }, varnishPort);
  }, 240_000);

  afterAll(async () => {
    await varnish?.stop();
    await nginx?.stop();
    await Promise.all(instances.map((i) => i.stop()));
    await ctx?.close();
  });

  it('shows a price changed at instance A through Varnish and at instance B within 2 s', async () => {
    // Made in the console, as the operator's form expects it.
    const { goodsId: other } = await goodsWithStock(ctx, 1);
    const { category_id: categoryId } = await ctx.db.kysely.selectFrom('goods').select('category_id').where('id', '=', other).executeTakeFirstOrThrow();
    const created = await ctx.call<{ id: number }>('POST', '/api/admin/goods', {
      json: {
        itemNo: 'CLUSTER-1', categoryId, brandId: null, price: 8900, marketPrice: 9900, freeShipping: false, onShelf: true,
        images: ['/media/goods/abc.webp'], texts: { zh: { name: '玫瑰精油' }, en: { name: 'Rose Oil' } }, specs: [],
        skus: [{ values: [], stock: 5, price: null }],
      },
      headers: { ...staff.headers, lang: 'en' },
    });
    expect([created.body.code, created.body.msg]).toEqual([0, expect.any(String)]);
    const goodsId = created.body.data.id;
    const path = `/en/goods/details?id=${goodsId}`;
    const [a, b] = instances as [RunningServer, RunningServer];
    // Cached everywhere: Varnish's second answer is a hit, B's second comes from its page cache.
    const first = await get(varnish!.base, path);
    expect(first.status).toBe(200);
    expect(showsPrice(await first.text(), 8900)).toBe(true);
    const second = await get(varnish!.base, path);
    expect([second.headers.get('x-cache'), showsPrice(await second.text(), 8900)]).toEqual(['HIT', true]);
    await (await get(b.base, path)).text();
    expect((await get(b.base, path)).headers.get('age')).not.toBeNull();
    expect((await get(nginx!.base, path)).headers.get('xkey')).toBe(`goods-${goodsId} goods`);

    const form = await (await fetch(`${a.base}/api/admin/goods/${goodsId}`, { headers: staff.headers })).json() as { code: number; data: Record<string, unknown> };
    expect(form.code).toBe(0);
    const changedAt = Date.now();
    const saved = await fetch(`${a.base}/api/admin/goods/${goodsId}`, {
      method: 'POST',
      headers: { ...staff.headers, 'content-type': 'application/json', lang: 'en' },
      body: JSON.stringify({ ...form.data, price: 7650 }),
    });
    const answer = (await saved.json()) as { code: number; msg: string };
    expect([answer.code, answer.msg]).toEqual([0, expect.any(String)]);

    const seen = { varnish: 0, b: 0 };
    while (!seen.varnish || !seen.b) {
      const elapsed = Date.now() - changedAt;
      expect(elapsed, JSON.stringify(seen)).toBeLessThan(2000);
      if (!seen.varnish && showsPrice(await (await get(varnish!.base, path)).text(), 7650)) seen.varnish = elapsed;
      if (!seen.b && showsPrice(await (await get(b.base, path)).text(), 7650)) seen.b = elapsed;
      await new Promise((r) => setTimeout(r, 50));
    }
    console.log(`new price seen through Varnish after ${seen.varnish} ms, at instance B after ${seen.b} ms`);
    // The new page is cached again.
    await get(varnish!.base, path);
    expect((await get(varnish!.base, path)).headers.get('x-cache')).toBe('HIT');
  });

  it('never answers member pages or personal answers from Varnish', async () => {
    for (const path of ['/en/mine/', '/en/mine/myOrder/list']) {
      for (let i = 0; i < 3; i += 1) {
        const res = await get(varnish!.base, path, { token: member.token });
        await res.arrayBuffer();
        expect(res.status, path).toBe(200);
        expect(res.headers.get('x-cache'), path).not.toBe('HIT');
        // One transaction number (a hit carries two) and no age.
        expect(res.headers.get('x-varnish'), path).toMatch(/^\d+$/);
        expect(res.headers.get('age') ?? '0', path).toBe('0');
      }
    }
    for (let i = 0; i < 3; i += 1) {
      const res = await get(varnish!.base, '/api/member/getMemberInfo', { token: member.token, accept: 'application/json' });
      const body = (await res.json()) as { code: number };
      expect([res.status, body.code]).toEqual([200, 200]);
      expect(res.headers.get('x-varnish')).toMatch(/^\d+$/);
    }
    // A shared page asked for with a member's token is passed too: the token may change what it shows.
    await get(varnish!.base, '/en/');
    expect((await get(varnish!.base, '/en/', { token: member.token })).headers.get('x-cache')).toBe('PASS');
  });

  it('varies pages on the device, kept once per device class, and refuses purges it cannot read', async () => {
    const path = '/en/goods/list';
    const desktop = await get(varnish!.base, path);
    await desktop.arrayBuffer();
    expect(desktop.status).toBe(200);
    expect(desktop.headers.get('vary')).toMatch(/Accept, User-Agent/);
    const phone = await get(varnish!.base, path, { 'user-agent': PHONE_UA });
    // To the same page on the mobile site (decision 085), not its home.
    expect([phone.status, phone.headers.get('location')]).toEqual([302, new URL(path, MOBILE_SITE).href]);
    expect(phone.headers.get('vary')).toMatch(/User-Agent/);
    // Another desktop browser shares the desktop copy; another phone gets the redirect.
    const otherDesktop = await get(varnish!.base, path, { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/133.0' });
    expect([otherDesktop.status, otherDesktop.headers.get('x-cache')]).toEqual([200, 'HIT']);
    const android = await get(varnish!.base, path, { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36' });
    expect(android.status).toBe(302);
    // Prerendered pages say so too.
    expect((await get(nginx!.base, '/en/login')).headers.get('vary')).toMatch(/User-Agent/);

    const noKeys = await fetch(`${varnish!.base}/`, { method: 'PURGE' });
    expect(noKeys.status).toBe(400);
  });
});
