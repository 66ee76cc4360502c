import type { Context } from 'hono';
import { securityHeaderList, withFrameAncestors } from '../http/security.ts';
import { pickEncoding } from './compress-response.ts';
import { PageCache } from './page-cache.ts';
import { sendBytes, type HeaderList } from './send.ts';

/**
 * A page the Astro middleware stored in the page cache, answered before Astro is asked: a hit then costs a
 * map lookup and one socket write instead of Astro's request conversion, routing and middleware (a cached
 * goods page was served at a third of the rate of the same bytes from memory). The key is made as the
 * middleware makes it (path and query of the parsed URL, content encoding); a miss, or anything but GET,
 * goes on to Astro, which renders and stores. The headers are those Astro sent, under our security headers.
 */
export function cachedPage(c: Context, pages: PageCache, production: boolean): Response | undefined {
  if (c.req.method !== 'GET') return undefined;
  const { pathname, search } = new URL(c.req.url);
  const hit = pages.peek(PageCache.key(pathname + search, pickEncoding(c.req.header('accept-encoding') ?? null)));
  if (!hit) return undefined;
  const own = new Set(hit.headers.map(([name]) => name.toLowerCase()));
  const headers: HeaderList = securityHeaderList(pathname, production).filter(([name]) => !own.has(name.toLowerCase()));
  for (const [name, value] of hit.headers) {
    if (name === 'content-length' || name === 'age') continue;
    headers.push([name, name === 'content-security-policy' ? withFrameAncestors(value) : value]);
  }
  headers.push(['age', String(hit.age)], ['content-length', String(hit.body.byteLength)]);
  return sendBytes(c, hit.status, headers, hit.body);
}
