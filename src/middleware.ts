import { defineMiddleware } from 'astro:middleware';
import { compressResponse } from './server/web/compress-response.ts';

/** Pages rendered on demand are compressed here; prerendered ones were compressed at build time. */
export const onRequest = defineMiddleware(async (context, next) => {
  if (import.meta.env.DEV && !context.isPrerendered && !context.locals.catalogue) {
    const { devPageLocals } = await import('./server/dev/dev-locals.ts');
    Object.assign(context.locals, await devPageLocals());
  }
  const response = await next();
  return context.isPrerendered ? response : compressResponse(context.request, response);
});
