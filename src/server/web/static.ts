import type { Context, MiddlewareHandler } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { byteRanges } from './byte-range.ts';

/** Runs `first`, and `then` only if `first` handed the request on. */
function either(first: MiddlewareHandler, then: MiddlewareHandler): MiddlewareHandler {
  return (c, next) => first(c, () => then(c, next) as Promise<void>);
}

const UPLOAD_HEADERS = { 'Cache-Control': 'public, max-age=86400', 'X-Content-Type-Options': 'nosniff', 'Content-Disposition': 'inline' };

/**
 * Member uploads: never executed or sniffed as anything but what they are. A request with a Range header is
 * answered by byte-range.ts (RFC 9110: 206, 416, or the whole file for a Range that is not valid).
 */
export function uploadFiles(root: string): MiddlewareHandler {
  const files = serveStatic({
    root,
    rewriteRequestPath: (path) => path.replace(/^\/uploads/, ''),
    onFound: (_path, c) => {
      for (const [name, value] of Object.entries(UPLOAD_HEADERS)) c.header(name, value);
    },
  });
  return either(byteRanges(root, '/uploads', () => UPLOAD_HEADERS), files);
}

const MEDIA_HEADERS = { 'Cache-Control': 'public, max-age=31536000, immutable', 'Accept-Ranges': 'bytes' };

/**
 * Catalogue media and videos written by the seed or the operator; names carry a content hash, so they never
 * change. Videos are read in byte ranges (byte-range.ts: 206, 416 when no byte asked for exists, the whole file
 * for a Range that is not valid); saying so on every answer lets a player seek before it has asked for a range.
 * The headers go on the answer itself: serveStatic calls onFound after it has built the response, too late for
 * c.header().
 */
export function mediaFiles(root: string): MiddlewareHandler {
  const found = new WeakSet<Context>();
  const serve = serveStatic({ root, rewriteRequestPath: (path) => path.replace(/^\/media/, ''), onFound: (_path, c) => void found.add(c) });
  const files: MiddlewareHandler = async (c, next) => {
    const res = await serve(c, next);
    if (res && found.has(c)) for (const [name, value] of Object.entries(MEDIA_HEADERS)) res.headers.set(name, value);
    return res;
  };
  return either(byteRanges(root, '/media', () => MEDIA_HEADERS), files);
}
