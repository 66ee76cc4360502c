import type { MiddlewareHandler } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';

/** Astro puts content-hashed bundles under /_astro/: they never change, so browsers may keep them for a year. */
export function isImmutableAsset(path: string): boolean {
  return path.startsWith('/_astro/');
}

/** dist/client with the .br/.gz files written at build time; pages revalidate, hashed assets are immutable. */
export function clientFiles(root: string): MiddlewareHandler {
  return serveStatic({
    root,
    precompressed: true,
    onFound: (_path, c) => {
      c.header(
        'Cache-Control',
        isImmutableAsset(c.req.path) ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      );
    },
  });
}

/** Member uploads: never executed or sniffed as anything but what they are. */
export function uploadFiles(root: string): MiddlewareHandler {
  return serveStatic({
    root,
    rewriteRequestPath: (path) => path.replace(/^\/uploads/, ''),
    onFound: (_path, c) => {
      c.header('Cache-Control', 'public, max-age=86400');
      c.header('X-Content-Type-Options', 'nosniff');
      c.header('Content-Disposition', 'inline');
    },
  });
}

/** Catalogue media written by the seed or the operator; names carry a content hash, so they never change. */
export function mediaFiles(root: string): MiddlewareHandler {
  return serveStatic({
    root,
    rewriteRequestPath: (path) => path.replace(/^\/media/, ''),
    onFound: (_path, c) => {
      c.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
}
