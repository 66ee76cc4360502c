import type { Context } from 'hono';
import { securityHeaderList, withFrameAncestors } from '../http/security.ts';
import { pickEncoding } from './compress-response.ts';
import { PageCache } from './page-cache.ts';
import { sendBytes, type HeaderList } from './send.ts';

/**
 * The headers a page is sent with: ours (security.ts) under the page's own, whose Content-Security-Policy (Astro
 * writes one per page, with the hashes of its inline scripts) gets our frame-ancestors.
 */
export function pageHeaders(pathname: string, production: boolean, own: readonly [string, string][]): HeaderList {
  const names = new Set(own.map(([name]) => name.toLowerCase()));
  const headers: HeaderList = securityHeaderList(pathname, production).filter(([name]) => !names.has(name.toLowerCase()));
  for (const [name, value] of own) headers.push([name, name.toLowerCase() === 'content-security-policy' ? withFrameAncestors(value) : value]);
  return headers;
}

/** The page cache's key for a request: path and query, and the content encoding it will be sent in. */
export function pageKey(c: Context): string {
  const { pathname, search } = new URL(c.req.url);
  return PageCache.key(pathname + search, pickEncoding(c.req.header('accept-encoding') ?? null));
}

/**
 * A page in the page cache, answered with one socket write instead of building a Response (a cached goods page
 * was served at a third of the rate of the same bytes from memory before). A miss, or anything but GET, goes
 * on to be rendered (server.ts).
 */
export function cachedPage(c: Context, pages: PageCache, production: boolean): Response | undefined {
  if (c.req.method !== 'GET') return undefined;
  const hit = pages.peek(pageKey(c));
  if (!hit) return undefined;
  const headers = pageHeaders(c.req.path, production, hit.headers.filter(([name]) => name !== 'content-length' && name !== 'age'));
  headers.push(['age', String(hit.age)], ['content-length', String(hit.body.byteLength)]);
  return sendBytes(c, hit.status, headers, hit.body);
}
