import { Hono } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { createApp } from '../app.ts';
import type { AppDeps } from '../services.ts';
import { requestLog } from '../http/request-log.ts';
import { securityHeaderValues, securityHeaders } from '../http/security.ts';
import type { AstroHandler } from './astro.ts';
import { mobileRedirect } from './mobile.ts';
import { pageLocals } from './page-locals.ts';
import { clientFiles, mediaFiles, uploadFiles } from './static.ts';

export interface WebDeps extends AppDeps {
  clientDir: string;
  uploadsDir: string;
  astro: AstroHandler;
}

/** Everything one Node process serves: the API, static files, uploads and Astro's on-demand pages. */
export function createWebServer(deps: WebDeps): Hono<{ Bindings: HttpBindings }> {
  const api = createApp(deps);
  const web = new Hono<{ Bindings: HttpBindings }>();
  const production = deps.config.production;
  const locals = pageLocals(deps);

  web.use('*', requestLog(deps.logger));
  web.use('*', securityHeaders({ production }));
  web.all('/api/*', (c) => api.fetch(c.req.raw, c.env));
  web.all('/web/api/*', (c) => api.fetch(c.req.raw, c.env));
  if (!production) web.all('/dev/*', (c) => api.fetch(c.req.raw, c.env));
  web.all('/sandbox/*', (c) => api.fetch(c.req.raw, c.env));
  web.use('*', mobileRedirect(deps.config.mobileSiteUrl));
  web.use('/uploads/*', uploadFiles(deps.uploadsDir));
  web.use('/media/*', mediaFiles(deps.mediaDir));
  web.use('*', clientFiles(deps.clientDir));
  web.all('*', async (c) => {
    const { outgoing, incoming } = c.env;
    for (const [name, value] of Object.entries(securityHeaderValues(c.req.path, production))) {
      outgoing.setHeader(name, value);
    }
    await deps.astro(incoming, outgoing, undefined, { ...locals });
    return RESPONSE_ALREADY_SENT;
  });
  return web;
}
