import type { Context, MiddlewareHandler } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';

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

/**
 * Catalogue media and videos written by the seed or the operator; names carry a content hash, so they never
 * change. Videos are read in byte ranges (206, and 416 past the end: serveStatic does that); saying so on
 * every answer lets a player seek before it has asked for a range. The headers go on the answer itself:
 * serveStatic calls onFound after it has built the response, too late for c.header().
 */
export function mediaFiles(root: string): MiddlewareHandler {
  const found = new WeakSet<Context>();
  const serve = serveStatic({ root, rewriteRequestPath: (path) => path.replace(/^\/media/, ''), onFound: (_path, c) => void found.add(c) });
  return async (c, next) => {
    const res = await serve(c, next);
    if (res && found.has(c)) {
      res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
      res.headers.set('Accept-Ranges', 'bytes');
    }
    return res;
  };
}
