import type { AstroIntegration } from 'astro';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';

/**
 * Under `astro dev` the API is answered by the same Hono app as in production, loaded through Vite
 * (so edits reload) and mounted on the dev server; no second server is needed while developing.
 */
export function devApi(): AstroIntegration {
  return {
    name: 'orchid-dev-api',
    hooks: {
      'astro:server:setup': ({ server }) => {
        let app: Promise<Hono> | undefined;
        const load = async () => {
          const mod = (await server.ssrLoadModule('/src/server/dev/dev-app.ts')) as { createDevApp(): Promise<Hono> };
          return mod.createDevApp();
        };
        server.middlewares.use((req, res, next) => {
          const url = req.url ?? '';
          if (!url.startsWith('/api/') && !url.startsWith('/web/api/') && !url.startsWith('/uploads/') && !url.startsWith('/dev/') && !url.startsWith('/media/')) return next();
          app ??= load();
          void app.then((a) => getRequestListener(a.fetch)(req, res)).catch(next);
        });
      },
    },
  };
}
