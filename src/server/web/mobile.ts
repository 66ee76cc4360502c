import type { MiddlewareHandler } from 'hono';

/** The seed's list of handheld user agents; the shop is desktop only. */
const MOBILE_UA = /Android|iPhone|SymbianOS|Windows Phone|iPad|iPod/i;

export function isMobileUserAgent(ua: string | undefined): boolean {
  return !!ua && MOBILE_UA.test(ua);
}

/** The operator console is not the shop: an operator on a tablet keeps it rather than the mobile shop. */
const isConsolePath = (path: string) => path === '/admin' || path.startsWith('/admin/');

/** Sends handheld browsers asking for a page to the separate mobile site, when one is configured. */
export function mobileRedirect(mobileSiteUrl: string | undefined): MiddlewareHandler {
  return async (c, next) => {
    const wantsPage = c.req.method === 'GET' && (c.req.header('accept') ?? '').includes('text/html') && !isConsolePath(c.req.path);
    if (mobileSiteUrl && wantsPage && isMobileUserAgent(c.req.header('user-agent'))) {
      return c.redirect(mobileSiteUrl, 302);
    }
    await next();
  };
}
