/**
 * Watching the shop (issue 30, item 5) through the whole web server on a real socket: GET /metrics is off until
 * METRICS_TOKEN is set, then asks for the token; its counters move with API calls, page-cache hits, job runs and
 * payment notices. Every answer carries X-Request-Id, and the log lines written while answering (the request
 * line and a service's warning deep inside) carry the same id.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOnce } from '../../src/server/jobs/scheduler.ts';
import { createLogger } from '../../src/server/logger.ts';
import { currentRequestId } from '../../src/server/request-context.ts';
import { SANDBOX_SIGNATURE_HEADER } from '../../src/server/payments/sandbox.provider.ts';
import { signPayload } from '../../src/server/payments/signature.ts';
import type { PageRenderer } from '../../src/server/web/render-threads.ts';
import { createWebServer } from '../../src/server/web/server.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';

const TOKEN = 'scrape-me-'.padEnd(40, 'k');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * Pages as a render thread would answer them: a goods page a shared cache may keep, a failing page naming its
 * request (render threads are handed the id as a header: render-threads.test.ts; the real error page shows it:
 * tests/e2e/database-outage.spec.ts), else 404.
 */
const pages: PageRenderer = {
  render: async (request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/en/goods/details') return new Response('<h1>Rose oil</h1>', { headers: { 'content-type': 'text/html', 'cache-control': 'public, s-maxage=60' } });
    if (pathname === '/en/broken') return new Response(`<p data-request-id>${currentRequestId()}</p>`, { status: 500, headers: { 'cache-control': 'no-store' } });
    return new Response('not found', { status: 404 });
  },
  close: async () => {},
};

let ctx: TestContext;
let server: Server;
let base: string;
let clientDir: string;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  ctx = await createTestContext({ METRICS_TOKEN: TOKEN }, { logger: createLogger('info', (line) => lines.push(JSON.parse(line) as Record<string, unknown>)) });
  clientDir = mkdtempSync(join(tmpdir(), 'om-obs-client-'));
  writeFileSync(join(clientDir, 'robots.txt'), 'User-agent: *\n');
  const web = createWebServer(ctx.services, { clientDir, pages });
  server = await new Promise<Server>((ready) => {
    const s = serve({ fetch: web.fetch, port: 0, hostname: '127.0.0.1' }, () => ready(s as Server)) as Server;
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((done) => server?.close(done));
  rmSync(clientDir, { recursive: true, force: true });
  await ctx?.close();
});

const scrape = async () => {
  const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  return res.text();
};
/** A sample's value in the exposition text; 0 when the series is not there yet. */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};

describe(`GET /metrics (${TEST_DIALECT})`, () => {
  it('is an unknown address while METRICS_TOKEN is unset', async () => {
    const off = createWebServer({ ...ctx.services, config: { ...ctx.config, metricsToken: undefined } }, { clientDir, pages });
    const res = await off.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('orchid_');
  });

  it('asks for the bearer token, says nothing more on a refusal, and is never cached', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, TOKEN, `Basic ${TOKEN}`]) {
      const res = await fetch(`${base}/metrics`, { headers: authorization ? { authorization } : {} });
      expect(res.status, authorization).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.text()).toBe('');
    }
    const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    for (const name of ['orchid_http_requests_total', 'orchid_http_request_duration_seconds', 'orchid_mail_queue_depth', 'process_cpu_user_seconds_total', 'nodejs_eventloop_lag_seconds']) {
      expect(text, name).toContain(`# TYPE ${name} `);
    }
    // The test's database pool on PostgreSQL; SQLite has no pool to show.
    expect(text.includes('orchid_db_pool_connections{state="total"}')).toBe(TEST_DIALECT === 'postgres');
    // SQLite's catalogue reader threads; PostgreSQL has none.
    expect(text.includes('orchid_catalogue_readers{state="waiting"}')).toBe(TEST_DIALECT === 'sqlite');
  });

  it('counts API calls by route pattern, page-cache hits and misses, job runs and payment notices', async () => {
    const before = await scrape();
    const health = 'orchid_http_requests_total{method="GET",route="/api/health",status="200"}';
    const details = 'orchid_http_requests_total{method="GET",route="/api/goods/details",status="200"}';
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    await fetch(`${base}/api/health`);
    await fetch(`${base}/api/no/such/route`);
    const page = `${base}/en/goods/details?id=obs-${Date.now()}`;
    for (let i = 0; i < 3; i += 1) expect(await (await fetch(page)).text()).toContain('Rose oil');
    await runOnce(ctx.db, ctx.services.logger, { name: 'obs-job', everyMs: 60_000, run: async () => undefined });
    await runOnce(ctx.db, ctx.services.logger, { name: 'obs-failing-job', everyMs: 60_000, run: async () => Promise.reject(new Error('no')) });
    const forged = JSON.stringify({ reference: 'R20260101000000000009', amount: 100, currency: 'CNY', status: 'paid', providerRef: 'x' });
    const notice = await fetch(`${base}/api/pay/notify/sandbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signPayload(Buffer.from('not-the-key'.padEnd(32, '!')), forged, new Date()) },
      body: forged,
    });
    expect(notice.status).toBe(400);

    const after = await scrape();
    const moved = (series: string) => sample(after, series) - sample(before, series);
    expect(moved(health)).toBe(2);
    expect(moved(details)).toBe(0);
    expect(moved('orchid_http_requests_total{method="GET",route="api:unmatched",status="404"}')).toBe(1);
    expect(moved('orchid_http_requests_total{method="GET",route="page:goods-details",status="200"}')).toBe(3);
    expect(moved('orchid_page_cache_lookups_total{result="miss"}')).toBe(1);
    expect(moved('orchid_page_cache_lookups_total{result="hit"}')).toBe(2);
    expect(moved('orchid_http_request_duration_seconds_count{method="GET",route="/api/health",status_class="2xx"}')).toBe(2);
    expect(moved('orchid_job_runs_total{job="obs-job",outcome="ok"}')).toBe(1);
    expect(moved('orchid_job_runs_total{job="obs-failing-job",outcome="failed"}')).toBe(1);
    expect(moved('orchid_topup_notices_total{outcome="rejected"}')).toBe(1);
    // No label carries an address as it was asked.
    expect(after).not.toMatch(/obs-\d|no\/such/);
  });
});

describe(`request ids (${TEST_DIALECT})`, () => {
  const idOf = async (path: string, init?: RequestInit) => {
    const res = await fetch(base + path, init);
    const id = res.headers.get('x-request-id');
    return { res, id: id ?? '', text: await res.text() };
  };

  it('are on every answer: API, page, cached page, static file, error page, metrics refusal', async () => {
    const page = `/en/goods/details?id=obs-ids-${Date.now()}`;
    const answers = await Promise.all(['/api/health', '/api/nope', page, '/robots.txt', '/en/broken', '/metrics'].map((p) => idOf(p)));
    answers.push(await idOf(page));
    expect(answers.map((a) => a.res.status)).toEqual([200, 404, 200, 200, 500, 401, 200]);
    for (const { id } of answers) expect(id).toMatch(UUID);
    expect(new Set(answers.map((a) => a.id)).size).toBe(answers.length);
    // The page that failed names its request, so a screenshot of it leads to the log.
    const broken = answers[4]!;
    expect(broken.text).toContain(`<p data-request-id>${broken.id}</p>`);
  });

  it('name the request on its log lines, a service warning deep inside included; a client cannot choose it', async () => {
    const body = JSON.stringify({ reference: 'R20260101000000000010', amount: 100, currency: 'CNY', status: 'paid', providerRef: 'x' });
    const { id } = await idOf('/api/pay/notify/sandbox', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'chosen-by-client-1', [SANDBOX_SIGNATURE_HEADER]: signPayload(Buffer.from('x'.repeat(32)), body, new Date()) },
      body,
    });
    expect(id).toMatch(UUID);
    await expect.poll(() => lines.filter((l) => l.requestId === id).map((l) => l.msg)).toEqual(['payment callback rejected', 'request']);
    expect(lines.find((l) => l.requestId === id && l.msg === 'request')).toMatchObject({ method: 'POST', path: '/api/pay/notify/sandbox', status: 400 });
    expect(lines.some((l) => l.requestId === 'chosen-by-client-1')).toBe(false);
  });
});
