import { afterEach, describe, expect, it } from 'vitest';
import { PageCache } from './page-cache.ts';
import { announcePagePurge, onPagePurge, parsePagePurge, purgeCache, surrogateKeysOfPurge, surrogateKeysOfUrl, type PagePurge } from './page-purge.ts';

const PAGES = ['/', '/en/', '/en/goods/list?categoryId=7', '/goods/details?id=12', '/ja/goods/details?id=13', '/en/helperCenter/newbie'];

async function filled(): Promise<PageCache> {
  const cache = new PageCache();
  for (const url of PAGES) await cache.store(PageCache.key(url, 'br'), new Response('x', { headers: { 'cache-control': 'public, s-maxage=60' } }));
  return cache;
}

const left = (cache: PageCache) => PAGES.filter((url) => cache.peek(PageCache.key(url, 'br')));

describe('page purges', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  it('reads back only the three shapes of message, never throwing', () => {
    expect(parsePagePurge('{"pages":"goods"}')).toEqual({ pages: 'goods' });
    expect(parsePagePurge('{"goods":12}')).toEqual({ goods: 12 });
    for (const bad of ['', 'nope', '{"pages":"all"}', '{"goods":-1}', '{"goods":1.5}', '{"goods":1,"pages":"home"}', 'null', '[]']) expect(parsePagePurge(bad), bad).toBeUndefined();
  });

  it('drops from the cache what each message names', async () => {
    const cases: [PagePurge, string[]][] = [
      [{ pages: 'home' }, PAGES.slice(2)],
      [{ pages: 'goods' }, ['/en/helperCenter/newbie']],
      [{ goods: 12 }, ['/ja/goods/details?id=13', '/en/helperCenter/newbie']],
    ];
    for (const [purge, kept] of cases) {
      const cache = await filled();
      purgeCache(cache, purge);
      expect(left(cache), JSON.stringify(purge)).toEqual(kept);
    }
  });

  it('names pages by surrogate keys that the purges of the same pages use', async () => {
    expect(surrogateKeysOfUrl('/')).toEqual(['home', 'goods']);
    expect(surrogateKeysOfUrl('/zh-TW/?x=1')).toEqual(['home', 'goods']);
    expect(surrogateKeysOfUrl('/en/goods/list?categoryId=7')).toEqual(['goods-list', 'goods']);
    expect(surrogateKeysOfUrl('/en/goods/details?id=12&v=3')).toEqual(['goods-12', 'goods']);
    expect(surrogateKeysOfUrl('/en/goods/details?id=1%20x')).toEqual(['goods']);
    expect(surrogateKeysOfUrl('/en/helperCenter/newbie')).toEqual([]);
    expect(surrogateKeysOfPurge({ goods: 12 })).toEqual(['goods-12', 'goods-list', 'home']);
    expect(surrogateKeysOfPurge({ pages: 'goods' })).toEqual(['goods']);
    // Every page a purge drops from the page cache carries one of the keys the CDN is sent.
    for (const purge of [{ pages: 'home' }, { pages: 'goods' }, { goods: 12 }] as PagePurge[]) {
      const keys = surrogateKeysOfPurge(purge);
      for (const url of PAGES) {
        const dropped = await cacheDrops(purge, url);
        expect(surrogateKeysOfUrl(url).some((k) => keys.includes(k)), `${JSON.stringify(purge)} ${url}`).toBe(dropped);
      }
    }
  });

  it('purges here first, then tells the relays; a failing relay does not stop the others', async () => {
    const cache = await filled();
    const heard: [PagePurge, number][] = [];
    const stopFailing = onPagePurge(() => {
      throw new Error('down');
    });
    stop = onPagePurge((purge) => heard.push([purge, left(cache).length]));
    announcePagePurge(cache, { pages: 'home' });
    stopFailing();
    expect(heard).toEqual([[{ pages: 'home' }, 4]]);
  });
});

async function cacheDrops(purge: PagePurge, url: string): Promise<boolean> {
  const cache = new PageCache();
  await cache.store(PageCache.key(url, undefined), new Response('x', { headers: { 'cache-control': 'public, s-maxage=60' } }));
  return purgeCache(cache, purge) === 1;
}
