import type { MiddlewareHandler } from 'hono';

/** The seed's list of handheld user agents; the shop is desktop only. */
const MOBILE_UA = /Android|iPhone|SymbianOS|Windows Phone|iPad|iPod/i;

export function isMobileUserAgent(ua: string | undefined): boolean {
  return !!ua && MOBILE_UA.test(ua);
}

/** The operator console is not the shop: an operator on a tablet keeps it rather than the mobile shop. */
const isConsolePath = (path: string) => path === '/admin' || path.startsWith('/admin/');

/**
 * What a shop page's answer depends on when a mobile site is configured: the redirect below reads both. Pages
 * send it in `Vary`, so a shared cache keeps the redirect apart from the page; deploy/varnish/default.vcl turns
 * both into one device class (X-Device), so it keeps two copies of a page rather than one per browser.
 */
export const DEVICE_VARY = 'Accept, User-Agent';

/** The Vary a shop page (not the console) adds for the device, or undefined when no mobile site is configured. */
export function deviceVary(mobileSiteUrl: string | undefined, path: string): string | undefined {
  return mobileSiteUrl && !isConsolePath(path) ? DEVICE_VARY : undefined;
}

/** Adds `vary` to the Vary of `headers` (a list of tokens, each once). */
export function addVary(current: string | null | undefined, vary: string): string {
  const tokens = (current ?? '').split(',').map((t) => t.trim()).filter(Boolean);
  for (const token of vary.split(',').map((t) => t.trim())) if (!tokens.some((t) => t.toLowerCase() === token.toLowerCase())) tokens.push(token);
  return tokens.join(', ');
}

/**
 * The same page on the mobile site: its path (language prefix included) and query under the mobile site's
 * address, so a shared goods link opens that goods there rather than the mobile home. Joined as text, never
 * resolved as a URL: a path such as `//elsewhere.example` stays a path on the mobile site.
 */
export function mobileAddress(mobileSiteUrl: string, requestUrl: string): string {
  const { pathname, search } = new URL(requestUrl);
  return mobileSiteUrl.replace(/\/+$/, '') + pathname + search;
}

/** Sends handheld browsers asking for a page to the same page on the separate mobile site, when one is configured. */
export function mobileRedirect(mobileSiteUrl: string | undefined): MiddlewareHandler {
  return async (c, next) => {
    const wantsPage = c.req.method === 'GET' && (c.req.header('accept') ?? '').includes('text/html') && !isConsolePath(c.req.path);
    if (mobileSiteUrl && wantsPage && isMobileUserAgent(c.req.header('user-agent'))) {
      const res = c.redirect(mobileAddress(mobileSiteUrl, c.req.url), 302);
      res.headers.set('Vary', DEVICE_VARY);
      return res;
    }
    await next();
  };
}
