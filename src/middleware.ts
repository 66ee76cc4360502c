import { defineMiddleware } from 'astro:middleware';
import { compressResponse, pickEncoding } from './server/web/compress-response.ts';
import { PageCache, sharedPageCache } from './server/web/page-cache.ts';

const pages = sharedPageCache();

/**
 * Pages rendered on demand are compressed here (prerendered ones were compressed at build time), and
 * those marked `public, s-maxage` are kept for that long so a busy page renders once, not per visit.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  if (context.isPrerendered) return next();
  if (import.meta.env.DEV && !context.locals.catalogue) {
    const { devPageLocals } = await import('./server/dev/dev-locals.ts');
    Object.assign(context.locals, await devPageLocals());
  }
  const { request } = context;
  const cacheable = request.method === 'GET' && !import.meta.env.DEV;
  const key = PageCache.key(context.url.pathname + context.url.search, pickEncoding(request.headers.get('accept-encoding')));
  const render = async () => compressResponse(request, await next());
  return cacheable ? pages.render(key, render) : render();
});
