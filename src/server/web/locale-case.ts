import type { MiddlewareHandler } from 'hono';
import { DEFAULT_LOCALE, LOCALE_SEGMENT, localizePath, splitLocalePath } from '../../lib/i18n/locales.ts';

/**
 * The address with its language written as the shop writes it ('/zh-TW/…' → '/zh-tw/…', '/EN/' → '/en/'),
 * or null when it already is or names no language. People type and share the language code the way they
 * know it (zh-TW is how the language is usually spelled); the built pages exist under one spelling only.
 */
export function canonicalLocalePath(pathname: string): string | null {
  // splitLocalePath reads the prefix in any letter case; the default language has none.
  const { locale, path } = splitLocalePath(pathname);
  if (locale === DEFAULT_LOCALE || pathname.startsWith(`/${LOCALE_SEGMENT[locale]}`)) return null;
  return localizePath(path, locale);
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
