import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures.ts';
import { freePort } from './support/ports.ts';

test.describe('production server', () => {
  test('serves prerendered pages precompressed with security headers', async ({ request }) => {
    const res = await request.get('/en/', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.status()).toBe(200);
    expect(res.headers()['content-encoding']).toBe('br');
    expect(res.headers()['x-content-type-options']).toBe('nosniff');
    expect(res.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  test('keeps frame-ancestors in the policy of pages rendered on demand', async ({ request }) => {
    for (const path of ['/en/goods/list', '/ar/goods/details?id=1', '/no-such-page']) {
      const policy = (await request.get(path)).headers()['content-security-policy'] ?? '';
      expect(policy, path).toContain("frame-ancestors 'none'");
      expect(policy, path).toContain('script-src');
    }
  });

  test('renders the header and footer of pages made on demand for their own language and page', async ({ request }) => {
    // The header and footer are rendered once per language and page and then reused (Memo.astro).
    const headerOf = async (path: string) => {
      const html = await (await request.get(path)).text();
      return { header: html.slice(html.indexOf('<header'), html.indexOf('</header>')), footer: html.slice(html.indexOf('<footer'), html.indexOf('</footer>')) };
    };
    const list = await headerOf('/en/goods/list');
    const detail = await headerOf('/en/goods/details?id=1');
    const arabic = await headerOf('/ar/goods/details?id=1');
    const again = await headerOf('/en/goods/details?id=2&v=2');
    expect(list.header).toContain('href="/ar/goods/list"');
    expect(detail.header).toContain('href="/ar/goods/details"');
    expect(detail.header).not.toContain('href="/ar/goods/list"');
    expect(detail.header).toContain('aria-label="Choose language: English"');
    expect(arabic.header).toContain('href="/en/goods/details"');
    expect(arabic.header).not.toContain('aria-label="Choose language: English"');
    expect(list.footer).toContain('redirect=%2Fgoods%2Flist');
    expect(detail.footer).toContain('redirect=%2Fgoods%2Fdetails');
    expect(arabic.footer).toContain('href="/ar/login?redirect=%2Fgoods%2Fdetails"');
    expect(again).toEqual(detail);
  });

  test('shows the goods list for a search holding a NUL character', async ({ request }) => {
    const res = await request.get('/en/goods/list?keyword=can%00dle');
    expect(res.status()).toBe(200);
    expect(await res.text()).toContain('candle');
  });

  test('caches hashed assets for a year and pages in no browser', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const asset = /(?:src|href)="(\/_astro\/[^"]+\.(?:js|css))"/.exec(html)?.[1];
    expect(asset, 'the home page loads a hashed asset').toBeTruthy();
    const res = await request.get(asset!);
    expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await request.get('/en/helperCenter/newbie')).headers()['cache-control']).toContain('max-age=0');
    // Pages rendered on demand for everyone: a shared cache may keep them a minute, a browser asks again.
    for (const path of ['/', '/en/goods/list', '/en/goods/details?id=1']) {
      const cacheControl = (await request.get(path)).headers()['cache-control'];
      expect(cacheControl, path).toContain('max-age=0');
      expect(cacheControl, path).toContain('s-maxage=60');
    }
  });

  test('answers unknown API paths and wrong methods with envelopes', async ({ request }) => {
    const missing = await request.get('/api/nothing/here', { headers: { lang: 'en' } });
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toEqual({ code: -1, data: null, msg: 'No such API endpoint' });
    const wrong = await request.post('/api/health', { headers: { lang: 'en' } });
    expect(wrong.status()).toBe(405);
  });

  test('names every answer with a request id, and shows it on the not-found page', async ({ request }) => {
    const ids: string[] = [];
    for (const path of ['/en/', '/favicon.svg', '/api/health', '/en/goods/list', '/en/goods/list']) {
      const id = (await request.get(path)).headers()['x-request-id'] ?? '';
      expect(id, path).toMatch(/^[0-9a-f-]{36}$/);
      ids.push(id);
    }
    expect(new Set(ids).size).toBe(ids.length);
    const missing = await request.get('/ja/no-such-page', { headers: { 'x-request-id': 'chosen-by-the-client' } });
    expect(missing.status()).toBe(404);
    const id = missing.headers()['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await missing.text()).toMatch(new RegExp(`リクエストID： <code[^>]*>${id}</code>`));
  });

  test('sends a language typed in other letter case to its pages', async ({ page }) => {
    await page.goto('/zh-TW/helperCenter/newbie');
    await expect(page).toHaveURL(/\/zh-tw\/helperCenter\/newbie$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
    await page.goto('/AR/goods/list?sort=sales');
    await expect(page).toHaveURL(/\/ar\/goods\/list\?sort=sales$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('sends handheld browsers to the mobile site', async ({ request }) => {
    const res = await request.get('/goods/list', {
      headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', accept: 'text/html' },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(302);
    // To the same page there (decision 085), not the mobile home.
    expect(res.headers()['location']).toBe('https://m.orchid.example/goods/list');
  });

  test('finishes a request in flight when told to stop, then exits cleanly', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['src/server/main.ts'], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: mkdtempSync(join(tmpdir(), 'om-stop-')), LOG_LEVEL: 'info', DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (d) => (log += d));
    await expect.poll(() => log.includes('"listening"'), { timeout: 15_000 }).toBe(true);

    // Half a request: the server holds an active connection when the signal arrives.
    const socket = connect(port, '127.0.0.1');
    let reply = '';
    socket.on('data', (d) => (reply += d));
    await new Promise((r) => socket.once('connect', r));
    await new Promise((r) => socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n', r));
    // A whole request on a second connection: once it is answered, the server has read the first one.
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    child.kill('SIGTERM');
    await expect.poll(() => log.includes('"shutting down"')).toBe(true);
    socket.write('Connection: close\r\n\r\n');
    expect(await exited).toBe(0);
    expect(reply).toMatch(/^HTTP\/1\.1 200/);
    expect(reply).toContain('"status":"ok"');
    expect(log).toContain('"shutting down"');
    expect(log).toContain('"stopped"');
  });
});
