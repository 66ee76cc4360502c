import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { isMobileUserAgent, mobileRedirect } from './mobile.ts';
import { clientFiles, isImmutableAsset } from './built-files.ts';
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
    expect(on.headers.get('location')).toBe('https://m.example.com');
    expect((await make(undefined).request('/goods/list', { headers })).status).toBe(200);
    const api = await make('https://m.example.com').request('/api/health', { headers: { 'user-agent': 'iPhone', accept: 'application/json' } });
    expect(api.status).toBe(200);
    expect((await make('https://m.example.com').request('/admin/orders', { headers })).status).toBe(200);
  });
});

describe('static caching', () => {
  it('marks only hashed bundles immutable', () => {
    expect(isImmutableAsset('/_astro/client.Ab12Cd.js')).toBe(true);
    expect(isImmutableAsset('/index.html')).toBe(false);
    expect(isImmutableAsset('/favicon.svg')).toBe(false);
  });

  it('serves the files of the build and hands every other path on', async () => {
    const root = mkdtempSync(join(tmpdir(), 'om-client-'));
    try {
      for (const [path, text] of [['index.html', 'home'], ['en/login/index.html', 'login'], ['_astro/a.js', 'js'], ['帮助.txt', 'help']] as const) {
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
