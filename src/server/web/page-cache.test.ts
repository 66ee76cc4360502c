import { describe, expect, it } from 'vitest';
import { isGoodsPage, isHomePage, isPageOfGoods, PageCache, sharedMaxAge, sharedPageCache } from './page-cache.ts';

const page = (html: string, cacheControl: string, init: ResponseInit = {}) =>
  new Response(html, { ...init, headers: { 'content-type': 'text/html', 'cache-control': cacheControl, ...init.headers } });

const PUBLIC = 'public, s-maxage=60, stale-while-revalidate=300';

describe('sharedMaxAge', () => {
  it('reads s-maxage of public responses only', () => {
    expect(sharedMaxAge(new Headers({ 'cache-control': PUBLIC }))).toBe(60);
    expect(sharedMaxAge(new Headers({ 'cache-control': 'public, max-age=60' }))).toBe(0);
    expect(sharedMaxAge(new Headers({ 'cache-control': 's-maxage=60' }))).toBe(0);
    expect(sharedMaxAge(new Headers({ 'cache-control': 'public, s-maxage=60, no-store' }))).toBe(0);
    expect(sharedMaxAge(new Headers({ 'cache-control': 'Public, S-MaxAge=0' }))).toBe(0);
    expect(sharedMaxAge(new Headers())).toBe(0);
  });

  it('never keeps a response that sets a cookie', () => {
    expect(sharedMaxAge(new Headers({ 'cache-control': PUBLIC, 'set-cookie': 'a=1' }))).toBe(0);
  });
});

describe('PageCache', () => {
  it('compresses a page smaller once it is asked for again, keeping its length right', async () => {
    const improved: string[] = [];
    const cache = new PageCache({
      improve: async (body, encoding) => {
        improved.push(`${encoding} ${new TextDecoder().decode(body)}`);
        return new TextEncoder().encode('small');
      },
    });
    const key = PageCache.key('/en/goods/details?id=7', 'br');
    await cache.store(key, page('a large page', PUBLIC, { headers: { 'content-encoding': 'br', 'content-length': '12' } }));
    expect(improved).toEqual([]);
    expect(await cache.get(key)!.text()).toBe('a large page');
    await new Promise((resolve) => setImmediate(resolve));
    const again = cache.get(key)!;
    expect(again.headers.get('content-length')).toBe('5');
    expect(await again.text()).toBe('small');
    cache.get(key);
    expect(improved).toEqual(['br a large page']);
  });

  it('keeps the stored page when improving fails, is not smaller, or the page changed meanwhile', async () => {
    let answer: () => Promise<Uint8Array | undefined> = () => Promise.reject(new Error('corrupt'));
    const cache = new PageCache({ improve: () => answer() });
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    const key = PageCache.key('/en/goods/list', 'br');
    await cache.store(key, page('listed', PUBLIC));
    cache.get(key);
    await settle();
    expect(await cache.get(key)!.text()).toBe('listed');
    const other = PageCache.key('/en/goods/list?page=2', 'br');
    answer = async () => new TextEncoder().encode('a much longer body');
    await cache.store(other, page('second', PUBLIC));
    cache.get(other);
    await settle();
    expect(await cache.get(other)!.text()).toBe('second');
    const third = PageCache.key('/en/', 'br');
    let release!: (v: Uint8Array) => void;
    answer = () => new Promise((resolve) => (release = resolve));
    await cache.store(third, page('home v1', PUBLIC));
    cache.get(third);
    await cache.store(third, page('home v2', PUBLIC));
    release(new TextEncoder().encode('v1'));
    await settle();
    expect(await cache.get(third)!.text()).toBe('home v2');
  });

  it('serves a stored page until s-maxage passes, with its age', async () => {
    let now = 1_000_000;
    const cache = new PageCache({ now: () => now });
    const key = PageCache.key('/en/goods/details?id=1', 'br');
    const sent = await cache.store(key, page('<h1>Rose oil</h1>', PUBLIC));
    expect(await sent.text()).toBe('<h1>Rose oil</h1>');

    now += 30_000;
    const hit = cache.get(key)!;
    expect(await hit.text()).toBe('<h1>Rose oil</h1>');
    expect(hit.headers.get('age')).toBe('30');
    expect(hit.headers.get('content-type')).toBe('text/html');
    expect(await cache.get(key)!.text()).toBe('<h1>Rose oil</h1>');

    now += 30_000;
    expect(cache.get(key)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps encodings apart', async () => {
    const cache = new PageCache();
    await cache.store(PageCache.key('/goods/list', 'br'), page('brotli', PUBLIC));
    expect(cache.get(PageCache.key('/goods/list', 'gzip'))).toBeUndefined();
    expect(cache.get(PageCache.key('/goods/list', undefined))).toBeUndefined();
  });

  it('passes through what a shared cache must not keep', async () => {
    const cache = new PageCache();
    const notFound = page('gone', PUBLIC, { status: 404 });
    expect(await cache.store('a', notFound)).toBe(notFound);
    const personal = page('mine', 'private, no-store');
    expect(await cache.store('b', personal)).toBe(personal);
    expect(cache.size).toBe(0);
  });

  it('evicts the least recently used entry beyond its bounds', async () => {
    const cache = new PageCache({ maxEntries: 2 });
    await cache.store('a', page('A', PUBLIC));
    await cache.store('b', page('B', PUBLIC));
    cache.get('a');
    await cache.store('c', page('C', PUBLIC));
    expect(cache.get('b')).toBeUndefined();
    expect(await cache.get('a')!.text()).toBe('A');
    expect(await cache.get('c')!.text()).toBe('C');
  });

  it('bounds the bytes it holds and skips pages too large to be worth keeping', async () => {
    const cache = new PageCache({ maxBytes: 160 });
    await cache.store('big', page('x'.repeat(11), PUBLIC));
    expect(cache.size).toBe(0);
    for (let i = 0; i < 20; i += 1) await cache.store(`k${i}`, page('y'.repeat(10), PUBLIC));
    expect(cache.size).toBe(16);
    expect(cache.get('k3')).toBeUndefined();
    expect(await cache.get('k4')!.text()).toBe('y'.repeat(10));
  });

  it('renders a page once for requests that miss together, and serves every one of them', async () => {
    const cache = new PageCache();
    let renders = 0;
    let finish: () => void = () => {};
    const slow = () => {
      renders += 1;
      return new Promise<Response>((resolve) => (finish = () => resolve(page(`render ${renders}`, PUBLIC))));
    };
    const answers = [cache.render('k', slow), cache.render('k', slow), cache.render('k', slow)];
    await Promise.resolve();
    finish();
    expect(await Promise.all((await Promise.all(answers)).map((r) => r.text()))).toEqual(['render 1', 'render 1', 'render 1']);
    expect(renders).toBe(1);
    expect(await (await cache.render('k', slow)).text()).toBe('render 1');
  });

  it('renders per request what it may not keep, and after a render that failed', async () => {
    const cache = new PageCache();
    let renders = 0;
    const notFound = async () => page(`missing ${++renders}`, PUBLIC, { status: 404 });
    const answers = await Promise.all([cache.render('a', notFound), cache.render('a', notFound)]);
    expect(await Promise.all(answers.map((r) => r.text()))).toEqual(['missing 1', 'missing 2']);

    const failing = cache.render('b', async () => Promise.reject(new Error('database down')));
    const waiting = cache.render('b', async () => page('recovered', PUBLIC));
    await expect(failing).rejects.toThrow('database down');
    expect(await (await waiting).text()).toBe('recovered');
  });
});

describe('purge', () => {
  it('knows the home page in every language, and nothing else', () => {
    for (const url of ['/', '/?utm=x', '/en', '/en/', '/zh-tw/', '/ar/#top']) expect(isHomePage(url), url).toBe(true);
    for (const url of ['/goods/list', '/en/goods/list', '/english/', '/mine/', '/en/login']) expect(isHomePage(url), url).toBe(false);
  });

  it('drops the stored pages an operator change touched, in every language and encoding', async () => {
    const cache = new PageCache();
    const fresh = () => new Response('x', { headers: { 'cache-control': 'public, s-maxage=60' } });
    for (const url of ['/goods/details?id=1', '/en/goods/list?page=2', '/ar/goods/details?id=1', '/', '/en/', '/ar?x=1', '/helperCenter/about', '/english/']) {
      await cache.store(PageCache.key(url, 'br'), fresh());
    }
    expect(cache.purge(isGoodsPage)).toBe(6);
    expect(cache.size).toBe(2);
    expect(sharedPageCache()).toBe(sharedPageCache());
  });

  it('drops one goods\' pages and the lists, not other goods', async () => {
    const cache = new PageCache();
    const fresh = () => new Response('x', { headers: { 'cache-control': 'public, s-maxage=60' } });
    const urls = ['/goods/details?id=7', '/en/goods/details?id=7&sku=2', '/ar/goods/details?x=1&id=7', '/goods/details?id=70', '/goods/details?id=17', '/zh-tw/goods/list', '/ja/', '/video/list'];
    for (const url of urls) await cache.store(PageCache.key(url, 'gzip'), fresh());
    expect(cache.purge(isPageOfGoods(7))).toBe(5);
    expect(cache.size).toBe(3);
  });
});
