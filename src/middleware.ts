import { defineMiddleware } from 'astro:middleware';
import { compressResponse } from './server/web/compress-response.ts';

/** Pages rendered on demand are compressed here; prerendered ones were compressed at build time. */
export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next();
  return context.isPrerendered ? response : compressResponse(context.request, response);
});
