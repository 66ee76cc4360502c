import { Hono } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { createApp } from '../app.ts';
import type { Services } from '../services.ts';
import { requestLog } from '../http/request-log.ts';
import { keepFrameAncestors, securityHeaderValues, securityHeaders } from '../http/security.ts';
import type { AstroHandler } from './astro.ts';
import { canonicalLocale } from './locale-case.ts';
import { mobileRedirect } from './mobile.ts';
import { cachedPage } from './cached-pages.ts';
import { sharedPageCache } from './page-cache.ts';
import { pageLocals } from './page-locals.ts';
import { clientFiles } from './built-files.ts';
import { mediaFiles, uploadFiles } from './static.ts';

export interface WebDeps {
  /** The built site's browser files (dist/client). */
  clientDir: string;
  astro: AstroHandler;
}

/** Everything one Node process serves: the API, static files, uploads and Astro's on-demand pages. */
export function createWebServer(services: Services, deps: WebDeps): Hono<{ Bindings: HttpBindings }> {
  const api = createApp(services);
  const web = new Hono<{ Bindings: HttpBindings }>();
  const production = services.config.production;
  const locals = pageLocals(services);
  const pages = sharedPageCache();

  web.use('*', requestLog(services.logger));
  web.use('*', securityHeaders({ production }));
  web.all('/api/*', (c) => api.fetch(c.req.raw, c.env));
  web.all('/web/api/*', (c) => api.fetch(c.req.raw, c.env));
  if (!production) web.all('/dev/*', (c) => api.fetch(c.req.raw, c.env));
  web.all('/sandbox/*', (c) => api.fetch(c.req.raw, c.env));
  web.use('*', mobileRedirect(services.config.mobileSiteUrl));
  web.use('*', canonicalLocale());
  web.use('/uploads/*', uploadFiles(services.uploadsDir));
  web.use('/media/*', mediaFiles(services.mediaDir));
  web.use('*', clientFiles(deps.clientDir, { production }));
  web.all('*', async (c) => {
    const cached = cachedPage(c, pages, production);
    if (cached) return cached;
    const { outgoing, incoming } = c.env;
    for (const [name, value] of Object.entries(securityHeaderValues(c.req.path, production))) {
      outgoing.setHeader(name, value);
    }
    keepFrameAncestors(outgoing);
    await deps.astro(incoming, outgoing, undefined, { ...locals });
    return RESPONSE_ALREADY_SENT;
  });
  return web;
}
