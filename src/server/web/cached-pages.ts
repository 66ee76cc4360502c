import type { Context } from 'hono';
import { securityHeadersUnder } from '../http/security.ts';
import { pickEncoding } from './compress-response.ts';
import { PageCache, sharedMaxAge } from './page-cache.ts';
import { surrogateKeysOfUrl } from './page-purge.ts';
import { sendBytes, type HeaderList } from './send.ts';

/** The page cache's key for a GET: path and query, and the content encoding it will be sent in. */
export function pageKey(c: Context): string {
  const { pathname, search } = new URL(c.req.url);
  return PageCache.key(pathname + search, pickEncoding(c.req.header('accept-encoding') ?? null));
}

/**
 * The response with `Surrogate-Key` and `xkey` naming what the page shows (page-purge.ts), when shared caches may
 * keep it: a CDN purges it by those keys. Headers of a rendered page can be changed in place.
 */
export function withSurrogateKeys(c: Context, res: Response): Response {
  if (sharedMaxAge(res.headers) === 0) return res;
  const { pathname, search } = new URL(c.req.url);
  const keys = surrogateKeysOfUrl(pathname + search).join(' ');
  if (keys) {
    res.headers.set('Surrogate-Key', keys);
    res.headers.set('xkey', keys);
  }
  return res;
}

/**
 * The page stored under `key`, answered with one socket write instead of building a Response (a cached goods
 * page was served at a third of the rate of the same bytes from memory before); undefined on a miss. Sent with
 * our headers under its own (securityHeadersUnder).
 */
export function cachedPage(c: Context, pages: PageCache, key: string, production: boolean): Response | undefined {
  const hit = pages.peek(key);
  if (!hit) return undefined;
  const own = new Map(hit.headers.filter(([name]) => name !== 'content-length' && name !== 'age').map(([name, value]) => [name.toLowerCase(), value]));
  const ours = securityHeadersUnder(c.req.path, production, (name) => own.get(name.toLowerCase()) ?? null);
  for (const [name] of ours) own.delete(name.toLowerCase());
  const headers: HeaderList = [...ours, ...own, ['age', String(hit.age)], ['content-length', String(hit.body.byteLength)]];
  return sendBytes(c, hit.status, headers, hit.body);
}
