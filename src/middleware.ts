import { defineMiddleware } from 'astro:middleware';
import { registerServerCatalogue } from './lib/i18n/catalog.server.ts';
import { compressResponse } from './server/web/compress-response.ts';

// Pages and components write their words with createT, the same in every Astro process (build, astro dev,
// render threads): every language is there before the first page renders.
registerServerCatalogue();

/**
 * Pages rendered on demand are compressed here, on the render thread (prerendered ones were compressed at
 * build time). The server keeps those marked `public, s-maxage` in its page cache (server.ts).
 */
export const onRequest = defineMiddleware(async (context, next) => {
  if (context.isPrerendered) return next();
  if (import.meta.env.DEV && !context.locals.catalogue) {
    const { devPageLocals } = await import('./server/dev/dev-locals.ts');
    Object.assign(context.locals, await devPageLocals());
  }
  return compressResponse(context.request, await next());
});
