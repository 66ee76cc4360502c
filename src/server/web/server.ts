import { Hono } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import { createApp } from '../app.ts';
import type { Services } from '../services.ts';
import { requestLog } from '../http/request-log.ts';
import { securityHeaders } from '../http/security.ts';
import { canonicalLocale } from './locale-case.ts';
import { addVary, deviceVary, mobileRedirect } from './mobile.ts';
import { cachedPage, pageKey, withSurrogateKeys } from './cached-pages.ts';
import { sharedPageCache } from './page-cache.ts';
import type { PageRenderer } from './render-threads.ts';
import { clientFiles } from './built-files.ts';
import { mediaFiles, uploadFiles } from './static.ts';
import { isOutagePagePath, outagePage } from './outage-page.ts';
import { metricsEndpoint } from './metrics-endpoint.ts';
import { seoFiles, shopSitemapSource } from './sitemap-routes.ts';
import { pageCacheLookups } from '../metrics/metrics.ts';

export interface WebDeps {
  /** The built site's browser files (dist/client). */
  clientDir: string;
  /** Renders pages on demand (render-threads.ts). */
  pages: PageRenderer;
}

/** Everything one Node process serves: the API, static files, uploads and Astro's on-demand pages. */
export function createWebServer(services: Services, deps: WebDeps): Hono<{ Bindings: HttpBindings }> {
  const api = createApp(services);
  const web = new Hono<{ Bindings: HttpBindings }>();
  const production = services.config.production;
  const pages = sharedPageCache();
  const outage = outagePage(deps.clientDir);

  const metrics = services.config.metricsToken !== undefined;
  web.use('*', requestLog(services.logger, { trustProxy: services.config.trustProxy, metrics }));
  web.use('*', securityHeaders({ production }));
  // Unset, /metrics is an unknown address like any other (the 404 page).
  if (services.config.metricsToken) web.get('/metrics', metricsEndpoint(services.config.metricsToken, services, deps.pages));
  web.all('/api/*', (c) => api.fetch(c.req.raw, c.env));
  web.all('/web/api/*', (c) => api.fetch(c.req.raw, c.env));
  if (!production) web.all('/dev/*', (c) => api.fetch(c.req.raw, c.env));
  web.all('/sandbox/*', (c) => api.fetch(c.req.raw, c.env));
  // Before the mobile redirect: a crawler with a phone's user agent reads the same robots.txt and sitemaps.
  web.use('*', seoFiles({ siteUrl: services.config.publicSiteUrl, source: shopSitemapSource(services), unavailable: outage }));
  web.use('*', mobileRedirect(services.config.mobileSiteUrl));
  web.use('*', canonicalLocale());
  web.use('/uploads/*', uploadFiles(services.storage.uploads));
  web.use('/media/*', mediaFiles(services.storage.media));
  web.use('*', async (c, next) => (isOutagePagePath(c.req.path) ? outage(c) : next()));
  const varyOf = (path: string) => deviceVary(services.config.mobileSiteUrl, path);
  web.use('*', clientFiles(deps.clientDir, { production, deviceVary: varyOf }));
  // Pages rendered on demand: from the page cache, else rendered on a render thread, and kept when the page says
  // a shared cache may keep it; concurrent misses for one page share one render (page-cache.ts). A page that
  // fails is answered by the error page on its thread (500.astro: 503 while the database is down) and is never
  // kept (only 200s are); when no thread could render it at all, the answer is the prerendered 503 page. A page
  // shared caches may keep names what it shows (Surrogate-Key, xkey) for purges (decision 079).
  web.all('*', async (c) => {
    const render = () =>
      deps.pages
        .render(c.req.raw)
        .then((res) => {
          const vary = varyOf(c.req.path);
          if (vary) res.headers.set('Vary', addVary(res.headers.get('Vary'), vary));
          return withSurrogateKeys(c, res);
        })
        .catch((err: unknown) => {
          services.logger.error('page render failed', { path: c.req.path, error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
          return outage(c);
        });
    if (c.req.method !== 'GET') return render();
    const key = pageKey(c);
    const hit = cachedPage(c, pages, key, production);
    if (metrics) pageCacheLookups.inc({ result: hit ? 'hit' : 'miss' });
    return hit ?? pages.render(key, render);
  });
  return web;
}
