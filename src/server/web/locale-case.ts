import type { MiddlewareHandler } from 'hono';
import { LOCALE_SEGMENT } from '../../lib/i18n/locales.ts';

const SEGMENTS = new Set(Object.values(LOCALE_SEGMENT).filter(Boolean));

/**
 * The address with its language written as the shop writes it ('/zh-TW/…' → '/zh-tw/…', '/EN/' → '/en/'),
 * or null when it already is or names no language. People type and share the language code the way they
 * know it (zh-TW is how the language is usually spelled); the built pages exist under one spelling only.
 */
export function canonicalLocalePath(pathname: string): string | null {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const segment = match?.[1];
  if (!segment || SEGMENTS.has(segment) || !SEGMENTS.has(segment.toLowerCase())) return null;
  return `/${segment.toLowerCase()}${match[2] ?? '/'}`;
}

/** Sends a page asked for with its language in other letter case to the canonical address, for good. */
export function canonicalLocale(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') {
      const url = new URL(c.req.url);
      const canonical = canonicalLocalePath(url.pathname);
      if (canonical) return c.redirect(canonical + url.search, 301);
    }
    await next();
  };
}
