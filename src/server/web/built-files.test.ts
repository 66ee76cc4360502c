import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { clientFiles } from './built-files.ts';
import { cachedPage, pageKey } from './cached-pages.ts';
import { PageCache } from './page-cache.ts';

const root = mkdtempSync(join(tmpdir(), 'om-built-'));
const html = '<!doctype html><p>' + 'Orchid '.repeat(300);
mkdirSync(join(root, 'en/help'), { recursive: true });
writeFileSync(join(root, 'en/help/index.html'), html);
writeFileSync(join(root, 'en/help/index.html.br'), brotliCompressSync(html));
writeFileSync(join(root, 'en/help/index.html.gz'), gzipSync(html));
writeFileSync(join(root, 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const app = new Hono().use('*', clientFiles(root, { production: true })).all('*', (c) => c.text('rendered'));

describe('clientFiles', () => {
  it('answers from memory with the precompressed copy the client accepts', async () => {
    const br = await app.request('/en/help', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(br.headers.get('strict-transport-security')).toContain('max-age');
    expect(br.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const bytes = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('content-length'))).toBe(bytes.byteLength);
    expect(bytes.equals(brotliCompressSync(html))).toBe(true);

    const gz = await app.request('/en/help/', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const plain = await app.request('/en/help');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(html);
    expect((await app.request('/logo.png', { headers: { 'accept-encoding': 'br' } })).headers.get('content-encoding')).toBeNull();
  });

  it('answers HEAD without a body, a matching If-Modified-Since with 304, and hands other methods on', async () => {
    const head = await app.request('/en/help', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const lastModified = head.headers.get('last-modified')!;
    const again = await app.request('/en/help', { headers: { 'if-modified-since': lastModified } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(await (await app.request('/en/help', { method: 'POST' })).text()).toBe('rendered');
  });

  it('streams a byte range from disk', async () => {
    const part = await app.request('/en/help', { headers: { range: 'bytes=0-8' } });
    expect(part.status).toBe(206);
    expect(await part.text()).toBe('<!doctype');
  });
});

describe('cachedPage', () => {
  it('answers a stored page before the renderer with its own headers, its age and ours', async () => {
    let now = 1_000_000;
    const pages = new PageCache({ now: () => now });
    const stored = new Response('<h1>Rose oil</h1>', {
      headers: { 'content-type': 'text/html', 'cache-control': 'public, s-maxage=60', 'content-security-policy': "script-src 'self'", 'content-encoding': 'br' },
    });
    await pages.store(PageCache.key('/en/goods/details?id=1', 'br'), stored);
    now += 5_000;
    // As server.ts asks: GET only, under the request's key.
    const web = new Hono().all('*', (c) => (c.req.method === 'GET' ? cachedPage(c, pages, pageKey(c), false) : undefined) ?? c.text('rendered'));
    const hit = await web.request('/en/goods/details?id=1', { headers: { 'accept-encoding': 'br' } });
    expect(await hit.text()).toBe('<h1>Rose oil</h1>');
    expect(hit.headers.get('age')).toBe('5');
    expect(hit.headers.get('content-encoding')).toBe('br');
    expect(hit.headers.get('content-security-policy')).toBe("script-src 'self'; frame-ancestors 'none'");
    expect(hit.headers.get('x-frame-options')).toBe('DENY');
    expect(await (await web.request('/en/goods/details?id=1')).text()).toBe('rendered');
    expect(await (await web.request('/en/goods/details?id=2', { headers: { 'accept-encoding': 'br' } })).text()).toBe('rendered');
    expect(await (await web.request('/en/goods/details?id=1', { method: 'POST', headers: { 'accept-encoding': 'br' } })).text()).toBe('rendered');
  });
});
