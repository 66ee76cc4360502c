import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { addVary, deviceVary, isMobileUserAgent, mobileAddress, mobileRedirect } from './mobile.ts';
import { canonicalLocale, canonicalLocalePath } from './locale-case.ts';
import { builtFileCacheControl, clientFiles, isImmutableAsset } from './built-files.ts';
import { allowedMethods } from '../http/method-guard.ts';

describe('mobile redirect', () => {
  it('recognises the seed list of handheld agents', () => {
    for (const ua of ['Mozilla/5.0 (Linux; Android 14)', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)', 'Mozilla/5.0 (iPad; CPU OS 17)', 'Windows Phone 10.0', 'SymbianOS/9.4', 'iPod touch']) {
      expect(isMobileUserAgent(ua)).toBe(true);
    }
    expect(isMobileUserAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/156')).toBe(false);
    expect(isMobileUserAgent(undefined)).toBe(false);
  });

  it('redirects handheld page requests only when a mobile site is configured', async () => {
    const make = (url?: string) => new Hono().use('*', mobileRedirect(url)).get('*', (c) => c.text('desktop'));
    const headers = { 'user-agent': 'iPhone', accept: 'text/html' };
    const on = await make('https://m.example.com').request('/goods/list', { headers });
    expect(on.status).toBe(302);
    expect(on.headers.get('location')).toBe('https://m.example.com/goods/list');
    expect((await make(undefined).request('/goods/list', { headers })).status).toBe(200);
    const api = await make('https://m.example.com').request('/api/health', { headers: { 'user-agent': 'iPhone', accept: 'application/json' } });
    expect(api.status).toBe(200);
    expect((await make('https://m.example.com').request('/admin/orders', { headers })).status).toBe(200);
  });

  it('keeps the path, language prefix and query of a shared link on the mobile site', async () => {
    const app = new Hono().use('*', mobileRedirect('https://m.example.com/')).get('*', (c) => c.text('desktop'));
    const headers = { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)', accept: 'text/html,application/xhtml+xml' };
    const goods = await app.request('/en/goods/details?id=31', { headers });
    expect(goods.status).toBe(302);
    expect(goods.headers.get('location')).toBe('https://m.example.com/en/goods/details?id=31');
    const list = await app.request('/ar/goods/list?keyword=%D8%B2%D9%8A%D8%AA&sort=price', { headers });
    expect(list.headers.get('location')).toBe('https://m.example.com/ar/goods/list?keyword=%D8%B2%D9%8A%D8%AA&sort=price');
    expect((await app.request('/', { headers })).headers.get('location')).toBe('https://m.example.com/');
  });

  it('joins the page to the mobile address as text, so a path never names another host', () => {
    expect(mobileAddress('https://example.com/m', 'http://shop.test/goods/details?id=3')).toBe('https://example.com/m/goods/details?id=3');
    expect(mobileAddress('https://m.example.com', 'http://shop.test//evil.example/x?y=1')).toBe('https://m.example.com//evil.example/x?y=1');
    expect(new URL(mobileAddress('https://m.example.com', 'http://shop.test//evil.example/x')).host).toBe('m.example.com');
  });

  it('says what the redirect reads in Vary, on the redirect and on shop pages, when a mobile site is configured', async () => {
    const on = await new Hono().use('*', mobileRedirect('https://m.example.com')).get('*', (c) => c.text('desktop')).request('/goods/list', { headers: { 'user-agent': 'iPhone', accept: 'text/html' } });
    expect(on.headers.get('vary')).toBe('Accept, User-Agent');
    expect(deviceVary('https://m.example.com', '/en/goods/list')).toBe('Accept, User-Agent');
    expect(deviceVary('https://m.example.com', '/admin/orders')).toBeUndefined();
    expect(deviceVary(undefined, '/en/goods/list')).toBeUndefined();
    expect(addVary('Accept-Encoding', 'Accept, User-Agent')).toBe('Accept-Encoding, Accept, User-Agent');
    expect(addVary('user-agent', 'Accept, User-Agent')).toBe('user-agent, Accept');
    expect(addVary(null, 'Accept')).toBe('Accept');
  });
});

describe('language prefix in other letter case', () => {
  it('names the canonical address, or none', () => {
    expect(canonicalLocalePath('/zh-TW/helperCenter/newbie')).toBe('/zh-tw/helperCenter/newbie');
    expect(canonicalLocalePath('/EN')).toBe('/en/');
    expect(canonicalLocalePath('/Ar/goods/list')).toBe('/ar/goods/list');
    for (const same of ['/', '/zh-tw/', '/en/goods/list', '/goods/list', '/GOODS/list', '/api/health', '/Admin']) expect(canonicalLocalePath(same)).toBeNull();
  });

  it('redirects pages for good and keeps the query', async () => {
    const app = new Hono().use('*', canonicalLocale()).all('*', (c) => c.text('page'));
    const moved = await app.request('/zh-TW/goods/details?id=3');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/zh-tw/goods/details?id=3');
    expect((await app.request('/zh-tw/goods/details?id=3')).status).toBe(200);
    expect((await app.request('/EN/api-like', { method: 'POST' })).status).toBe(200);
  });
});

describe('static caching', () => {
  it('marks only hashed bundles immutable', () => {
    expect(isImmutableAsset('/_astro/client.Ab12Cd.js')).toBe(true);
    expect(isImmutableAsset('/index.html')).toBe(false);
    expect(isImmutableAsset('/favicon.svg')).toBe(false);
  });

  it('keeps the icons and manifest a day, pages and other files revalidated', () => {
    for (const path of ['/favicon.ico', '/favicon.svg', '/apple-touch-icon.png', '/manifest.webmanifest', '/icons/icon-192.png', '/icons/maskable-512.png']) {
      expect(builtFileCacheControl(path), path).toBe('public, max-age=86400');
    }
    for (const path of ['/index.html', '/en/login/index.html', '/icons/../index.html', '/icons/a/b.png', '/favicon.png']) {
      expect(builtFileCacheControl(path), path).toBe('public, max-age=0, must-revalidate');
    }
    expect(builtFileCacheControl('/_astro/a.Ab12.js')).toBe('public, max-age=31536000, immutable');
  });

  it('serves the files of the build and hands every other path on', async () => {
    const root = mkdtempSync(join(tmpdir(), 'om-client-'));
    try {
      for (const [path, text] of [['index.html', 'home'], ['en/login/index.html', 'login'], ['_astro/a.js', 'js'], ['帮助.txt', 'help'], ['favicon.ico', 'ico'], ['manifest.webmanifest', '{}']] as const) {
        mkdirSync(join(root, path, '..'), { recursive: true });
        writeFileSync(join(root, path), text);
      }
      const app = new Hono().use('*', clientFiles(root)).get('*', (c) => c.text('rendered'));
      const text = async (path: string) => (await app.request(path)).text();
      expect(await text('/')).toBe('home');
      expect(await text('/en/login')).toBe('login');
      expect(await text('/en/login/')).toBe('login');
      expect(await text('/_astro/a.js')).toBe('js');
      expect(await text(`/${encodeURIComponent('帮助')}.txt`)).toBe('help');
      expect(await text('/en/goods/details')).toBe('rendered');
      expect(await text('/_astro/missing.js')).toBe('rendered');
      expect(await text('/%E0%A4%A')).toBe('rendered');
      const icon = await app.request('/favicon.ico');
      expect([icon.headers.get('content-type'), icon.headers.get('cache-control')]).toEqual(['image/x-icon', 'public, max-age=86400']);
      expect((await app.request('/manifest.webmanifest')).headers.get('content-type')).toBe('application/manifest+json');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('allowedMethods', () => {
  it('lists methods of routes matching the path, parameters included', () => {
    const app = new Hono().get('/api/a', (c) => c.text('')).post('/api/pay/notify/:provider', (c) => c.text(''));
    expect(allowedMethods(app as never, '/api/a')).toEqual(['GET']);
    expect(allowedMethods(app as never, '/api/pay/notify/sandbox')).toEqual(['POST']);
    expect(allowedMethods(app as never, '/api/b')).toEqual([]);
  });
});
