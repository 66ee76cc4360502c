/**
 * A database that stops answering (issue 27, item 7), in-process on the test database of this run: every query
 * fails with the error the driver gives when the database is gone (SQLite: SQLITE_IOERR, "disk I/O error";
 * PostgreSQL: 57P01, "terminating connection due to administrator command"), then answers again. Health and the
 * API answer 503 with Retry-After, never 500 or 404, and come back by themselves; the web server answers a page
 * no thread could render with the prerendered "back in a moment" page. The pages rendered by Astro on a real
 * PostgreSQL that is stopped and started are tests/e2e/database-outage.spec.ts.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import type { KyselyPlugin } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import type { Db } from '../../src/server/db/database.ts';
import { createLogger } from '../../src/server/logger.ts';
import { createServices, type Services } from '../../src/server/services.ts';
import type { PageRenderer } from '../../src/server/web/render-threads.ts';
import { createWebServer } from '../../src/server/web/server.ts';
import { buildFixture, type Fixture } from './catalogue-fixture.ts';
import { createTestContext, TEST_APP_SECRET, type TestContext } from './harness.ts';

/** The error the driver of this run's database throws for a query once the database has gone away. */
function databaseGone(dialect: Db['dialect']): Error {
  if (dialect === 'sqlite') return new SQLite.SqliteError('disk I/O error', 'SQLITE_IOERR');
  const err = new pg.DatabaseError('terminating connection due to administrator command', 116, 'error');
  err.code = '57P01';
  err.severity = 'FATAL';
  return err;
}

/** Fails every query while `state.down` (as a database that stopped answering does), passes them on after. */
function outagePlugin(state: { down: boolean }, dialect: Db['dialect']): KyselyPlugin {
  return {
    transformQuery: (args) => {
      if (state.down) throw databaseGone(dialect);
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
}

let ctx: TestContext;
let fixture: Fixture;
const state = { down: false };
const lines: { level: string; line: Record<string, unknown> }[] = [];
let services: Services;
let api: ReturnType<typeof createApp>;

beforeAll(async () => {
  ctx = await createTestContext();
  mkdirSync(ctx.uploadsDir, { recursive: true });
  mkdirSync(join(ctx.config.dataDir, 'media'), { recursive: true });
  fixture = await buildFixture(ctx.db.kysely);
  const kysely = ctx.db.kysely.withPlugin(outagePlugin(state, ctx.db.dialect));
  const db: Db = { kysely, read: kysely, dialect: ctx.db.dialect, close: async () => {} };
  const logger = createLogger('error', (line, level) => lines.push({ level, line: JSON.parse(line) as Record<string, unknown> }) > 0);
  services = createServices({ config: ctx.config, db, logger, appSecret: TEST_APP_SECRET, uploadsDir: ctx.uploadsDir, mediaDir: join(ctx.config.dataDir, 'media') });
  api = createApp(services);
});

afterAll(async () => {
  await ctx?.close();
});

const get = (path: string, lang = 'en') => api.request(path, { headers: { lang } });

describe('while the database is down', () => {
  it('answers /api/health 503 with Retry-After, and 200 once the database answers again', async () => {
    expect((await get('/api/health')).status).toBe(200);
    state.down = true;
    try {
      const res = await get('/api/health');
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('30');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.json()).toMatchObject({ code: -1, data: { status: 'unavailable', database: ctx.db.dialect }, msg: 'The shop is briefly unavailable, please try again in a moment' });
    } finally {
      state.down = false;
    }
    const back = await get('/api/health');
    expect(back.status).toBe(200);
    expect(await back.json()).toMatchObject({ code: 200, data: { status: 'ok' } });
  });

  it('answers API reads and writes 503 with Retry-After and a translated envelope, logs each, and recovers by itself', async () => {
    const calls = [
      { path: `/api/goods/details?id=${fixture.ids.oil}`, lang: 'en', msg: 'The shop is briefly unavailable, please try again in a moment' },
      { path: '/api/goods/list?keyword=oil', lang: 'ar', msg: 'الخدمة غير متاحة مؤقتًا، يرجى المحاولة بعد قليل' },
      { path: '/api/home/index', lang: 'zh', msg: '服务暂时不可用，请稍后再试' },
      { path: '/api/member/login', lang: 'ja', msg: 'ただいまサービスを一時的にご利用いただけません。しばらくしてから再度お試しください', post: { account: 'someone', pwd: 'secret123' } },
    ];
    const send = (call: (typeof calls)[number]) =>
      call.post
        ? api.request(call.path, { method: 'POST', headers: { lang: call.lang, 'content-type': 'application/json' }, body: JSON.stringify(call.post) })
        : get(call.path, call.lang);

    state.down = true;
    lines.length = 0;
    try {
      for (const call of calls) {
        const res = await send(call);
        expect(res.status, call.path).toBe(503);
        expect(res.headers.get('retry-after'), call.path).toBe('30');
        expect(res.headers.get('cache-control'), call.path).toBe('no-store');
        // The envelope names the request, as its X-Request-Id does, so a report of it leads to the log line.
        expect(await res.json(), call.path).toEqual({ code: -1, data: { retryAfter: 30 }, msg: call.msg, requestId: res.headers.get('x-request-id') });
      }
    } finally {
      state.down = false;
    }
    // One error line per failed request, naming its path and what the database said.
    const errors = lines.filter((l) => l.level === 'error');
    expect(errors.map((l) => l.line.path)).toEqual(calls.map((c) => c.path.split('?')[0]));
    for (const { line } of errors) expect(String(line.error)).toMatch(ctx.db.dialect === 'sqlite' ? /disk I\/O error/ : /terminating connection/);
    expect(new Set(errors.map((l) => l.line.requestId)).size).toBe(calls.length);

    const detail = await get(`/api/goods/details?id=${fixture.ids.oil}`);
    expect(detail.status).toBe(200);
    expect(await detail.json()).toMatchObject({ code: 200, data: { id: fixture.ids.oil } });
    expect((await get('/api/goods/list?keyword=oil')).status).toBe(200);
    expect((await get('/api/home/index')).status).toBe(200);
  });
});

describe('pages the render threads cannot render', () => {
  let clientDir: string;
  beforeAll(() => {
    // The build's prerendered "back in a moment" pages (src/pages/[...locale]/503.astro), one per language.
    clientDir = mkdtempSync(join(tmpdir(), 'om-outage-client-'));
    for (const [dir, text] of [['503', '我们马上回来'], ['en/503', 'Back in a moment'], ['ar/503', 'سنعود بعد لحظات']] as const) {
      mkdirSync(join(clientDir, dir), { recursive: true });
      writeFileSync(join(clientDir, dir, 'index.html'), `<!doctype html><h1>${text}</h1>`);
    }
  });
  afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

  it('answers with the prerendered 503 page of the address\'s language, Retry-After and no-store, logged once', async () => {
    const pages: PageRenderer = { render: () => Promise.reject(new Error('render thread stopped (exit code 1)')), close: async () => {} };
    const web = createWebServer(services, { clientDir, pages });
    lines.length = 0;
    for (const [path, heading] of [['/en/goods/details?id=1', 'Back in a moment'], ['/ar/goods/list', 'سنعود بعد لحظات'], ['/', '我们马上回来']] as const) {
      const res = await web.request(path);
      expect(res.status, path).toBe(503);
      expect(res.headers.get('retry-after'), path).toBe('30');
      expect(res.headers.get('cache-control'), path).toBe('no-store');
      expect(res.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
      expect(await res.text(), path).toContain(heading);
    }
    expect(lines.filter((l) => l.level === 'error').map((l) => l.line.msg)).toEqual(['page render failed', 'page render failed', 'page render failed']);
  });

  it('passes the error page\'s 503 on, keeps none of it in the page cache, and answers the 503 page\'s own address 503', async () => {
    let renders = 0;
    const unavailable = () => {
      renders += 1;
      return new Response('<h1>Back in a moment</h1>', { status: 503, headers: { 'content-type': 'text/html', 'retry-after': '30', 'cache-control': 'no-store' } });
    };
    const web = createWebServer(services, { clientDir, pages: { render: async () => unavailable(), close: async () => {} } });
    for (let i = 0; i < 2; i += 1) {
      const res = await web.request('/en/goods/details?id=424242');
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('30');
    }
    expect(renders).toBe(2);
    const own = await web.request('/en/503');
    expect(own.status).toBe(503);
    expect(own.headers.get('retry-after')).toBe('30');
    expect(await own.text()).toContain('Back in a moment');
  });
});
