import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';

/** Astro puts content-hashed bundles under /_astro/: they never change, so browsers may keep them for a year. */
export function isImmutableAsset(path: string): boolean {
  return path.startsWith('/_astro/');
}

/** The URL paths of every file under `root` ('/en/login/index.html', '/_astro/x.js'). */
function filePaths(root: string): Set<string> {
  const paths = new Set<string>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) paths.add(`/${relative(root, join(entry.parentPath, entry.name)).split(sep).join('/')}`);
  }
  return paths;
}

/**
 * dist/client with the .br/.gz files written at build time; pages revalidate, hashed assets are immutable.
 * The build is listed once at start: a page rendered on demand (goods list and detail) would otherwise cost a
 * failed stat of the disk, with the exception it throws, on every request, cache hits included.
 */
export function clientFiles(root: string): MiddlewareHandler {
  const built = filePaths(root);
  const serve = clientFileServer(root);
  return async (c, next) => {
    let path: string;
    try {
      path = decodeURI(c.req.path).replace(/\/+$/, '');
    } catch {
      return serve(c, next);
    }
    if (!built.has(path) && !built.has(`${path}/index.html`)) return next();
    return serve(c, next);
  };
}

function clientFileServer(root: string): MiddlewareHandler {
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
