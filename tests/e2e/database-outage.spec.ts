/**
 * A PostgreSQL outage under a running shop (issue 27, item 7): the built shop on a throwaway cluster of its own,
 * the cluster stopped as an operator would stop it, then started again. While it is down, goods pages, lists, home
 * and the API answer 503 with Retry-After and no-store (never the 404 that made crawlers and CDNs drop pages),
 * pages show the branded "back in a moment" screen in their language, and each failed page is one line in the
 * log; once it is back, the same pages answer 200 without a restart.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCluster, type Cluster } from '../../scripts/lib/pg-cluster.ts';
import { expect, test } from './fixtures.ts';
import { freePort } from './support/ports.ts';

const PAGES = [
  { path: '/goods/details?id={id}', heading: '我们马上回来', lang: 'zh', name: '玫瑰按摩油' },
  { path: '/en/goods/list?keyword=rose', heading: 'Back in a moment', lang: 'en', name: 'Rose Massage Oil' },
  { path: '/ar/', heading: 'سنعود بعد لحظات', lang: 'ar', name: 'زيت تدليك الورد' },
];

test.describe('a database outage', () => {
  let cluster: Cluster | undefined;
  let shop: ChildProcess | undefined;
  let dataDir: string | undefined;

  test.afterAll(async () => {
    if (shop && shop.exitCode === null) {
      const exited = new Promise((resolve) => shop!.once('exit', resolve));
      shop.kill('SIGTERM');
      await exited;
    }
    try {
      cluster?.startServer();
    } catch {
      // Already running.
    }
    cluster?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('answers 503 with Retry-After while PostgreSQL is stopped, and 200 once it is started again', async ({ page }) => {
    test.setTimeout(120_000);
    const started = await startCluster();
    test.skip('skipped' in started, 'skipped' in started ? started.skipped : '');
    cluster = started as Cluster;

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    dataDir = mkdtempSync(join(tmpdir(), 'om-outage-'));
    shop = spawn(process.execPath, ['tests/e2e/support/outage-shop.ts'], {
      env: { ...process.env, DATABASE_URL: cluster.url, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'test', LOG_LEVEL: 'info', RENDER_THREADS: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    shop.stdout!.on('data', (d) => (log += d));
    shop.stderr!.on('data', (d) => (log += d));
    await expect.poll(() => log.includes('"listening"'), { timeout: 60_000 }).toBe(true);
    const { goodsId } = JSON.parse(log.slice(0, log.indexOf('\n'))) as { goodsId: number };
    const pages = PAGES.map((p) => ({ ...p, path: p.path.replace('{id}', String(goodsId)) }));

    for (const { path, name } of pages) {
      const res = await fetch(base + path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain(name);
    }

    cluster.stopServer();
    // Addresses not asked for before, so no page comes from the page cache.
    const during = pages.map((p) => ({ ...p, path: `${p.path}${p.path.includes('?') ? '&' : '?'}outage=1` }));
    const requestIds = new Map<string, string>();
    for (const { path, heading, lang } of during) {
      const res = await fetch(base + path);
      expect(res.status, path).toBe(503);
      expect(res.headers.get('retry-after'), path).toBe('30');
      expect(res.headers.get('cache-control'), path).toBe('no-store');
      const html = await res.text();
      expect(html, path).toContain(`<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"`);
      expect(html, path).toContain(heading);
      // The screen names its request, as the answer's X-Request-Id does: what a shopper reports finds the log line.
      const id = res.headers.get('x-request-id') ?? '';
      expect(id, path).toMatch(/^[0-9a-f-]{36}$/);
      expect(html, path).toMatch(new RegExp(`data-request-id[^>]*>[^<]*<code[^>]*>${id}</code>`));
      requestIds.set(path, id);
    }
    for (const path of ['/api/goods/list', `/api/goods/details?id=${goodsId}`, '/api/health']) {
      const res = await fetch(base + path, { headers: { lang: 'en' } });
      expect(res.status, path).toBe(503);
      expect(res.headers.get('retry-after'), path).toBe('30');
      expect(res.headers.get('cache-control'), path).toBe('no-store');
      expect(await res.json(), path).toMatchObject({ code: -1, msg: 'The shop is briefly unavailable, please try again in a moment' });
    }

    // The screen a shopper sees: branded, in the page's language and direction, with a way to try again.
    const arabic = `${base}/ar/goods/details?id=${goodsId}&outage=2`;
    const shown = await page.goto(arabic);
    expect(shown?.status()).toBe(503);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('سنعود بعد لحظات');
    await expect(page).toHaveTitle('سنعود بعد لحظات - أوركيد مول');
    await expect(page.locator('[data-request-id]')).toContainText(`معرّف الطلب: ${shown?.headers()['x-request-id']}`);
    await page.getByRole('link', { name: 'إعادة المحاولة' }).click();
    await expect(page).toHaveURL(arabic);

    // One error line per failed page, with its address and the 503 it was answered.
    await expect.poll(() => log.split('\n').filter((line) => line.includes('"msg":"page failed"')).length).toBe(during.length + 2);
    const failed = log.split('\n').filter((line) => line.includes('"msg":"page failed"')).map((line) => JSON.parse(line) as { url: string; status: number; level: string });
    expect(failed.map((f) => f.url).sort()).toEqual([...during.map((p) => p.path), arabic.slice(base.length), arabic.slice(base.length)].sort());
    expect(failed.every((f) => f.status === 503 && f.level === 'error')).toBe(true);
    for (const [path, id] of requestIds) expect((failed as { url: string; requestId?: string }[]).find((f) => f.url === path)?.requestId, path).toBe(id);

    cluster.startServer();
    await expect.poll(async () => (await fetch(`${base}/api/health`)).status, { timeout: 15_000 }).toBe(200);
    for (const { path, name } of during) {
      const res = await fetch(base + path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain(name);
    }
    const back = await page.goto(arabic);
    expect(back?.status()).toBe(200);
    await expect(page.getByText('زيت تدليك الورد').first()).toBeVisible();
  });
});
