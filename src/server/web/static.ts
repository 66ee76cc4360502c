import type { ReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import type { MiddlewareHandler } from 'hono';
import { createStreamBody } from '@hono/node-server/utils/stream';
import { MEDIA_CACHE, MEDIA_PATH, UPLOADS_CACHE, UPLOADS_PATH } from '../storage/shop-storage.ts';
import { isStorageKey, type Storage } from '../storage/storage.ts';
import { rangedAnswer } from './byte-range.ts';

type HeaderSet = Record<string, string>;

/**
 * How long a redirect to a bucket may be reused: well within a signed address's five minutes, short enough that
 * a deleted or replaced object is not pointed at for long.
 */
export const REDIRECT_CACHE = 'public, max-age=60';

/** createStreamBody uses only what every Readable has, whatever its parameter's declared type. */
const webBody = (body: Readable) => createStreamBody(body as ReadStream);

/**
 * GET and HEAD of `<prefix>/<key>`, answered from `storage` and streamed; any other method, a name that is not a
 * storage key (storage.ts) or a key with nothing stored goes on. With a Range header the answer follows
 * byte-range.ts (206, 416, or the whole object for a Range that is not valid) and carries `headers.ranged`;
 * without, it is the whole object with `headers.whole`.
 *
 * A storage in a bucket (one with directUrl) has a GET of an object answered with a redirect to its address
 * there, so the bytes and their ranges come from the bucket; a HEAD is answered here from the object's metadata
 * (a signed address is good for GET only), with the headers the bucket will give.
 */
function storedFiles(storage: Storage, prefix: string, headers: { whole: HeaderSet; ranged: HeaderSet }): MiddlewareHandler {
  return async (c, next) => {
    const method = c.req.method;
    const path = c.req.path;
    const key = path.slice(prefix.length + 1);
    if ((method !== 'GET' && method !== 'HEAD') || !path.startsWith(`${prefix}/`) || !isStorageKey(key)) return next();
    if (storage.directUrl) {
      const object = await storage.stat(key);
      if (!object) return next();
      if (method === 'GET') return new Response(null, { status: 302, headers: { Location: await storage.directUrl(key), 'Cache-Control': REDIRECT_CACHE } });
      const own = { 'Content-Type': object.contentType, 'Content-Length': String(object.size), 'Last-Modified': object.lastModified.toUTCString(), 'Accept-Ranges': 'bytes' };
      return new Response(null, { status: 200, headers: { ...own, ...headers.whole } });
    }
    if (c.req.header('range') === undefined) {
      const opened = method === 'GET' ? await storage.open(key) : undefined;
      const object = opened ?? (method === 'HEAD' ? await storage.stat(key) : undefined);
      if (!object) return next();
      const own = { 'Content-Type': object.contentType, 'Content-Length': String(object.size), 'Last-Modified': object.lastModified.toUTCString() };
      return new Response(opened ? webBody(opened.body) : null, { status: 200, headers: { ...own, ...headers.whole } });
    }
    const object = await storage.stat(key);
    if (!object) return next();
    const answer = rangedAnswer(c, { size: object.size, lastModified: object.lastModified.toUTCString() }, { 'Content-Type': object.contentType, ...headers.ranged });
    const opened = answer.span && (await storage.open(key, answer.span));
    if (answer.span && !opened) return next();
    return new Response(opened ? webBody(opened.body) : null, { status: answer.status, headers: answer.headers });
  };
}

const UPLOAD_HEADERS = { 'Cache-Control': UPLOADS_CACHE, 'X-Content-Type-Options': 'nosniff', 'Content-Disposition': 'inline' };

/** Member uploads: never executed or sniffed as anything but what they are, whole or in part. */
export function uploadFiles(uploads: Storage): MiddlewareHandler {
  return storedFiles(uploads, UPLOADS_PATH, { whole: UPLOAD_HEADERS, ranged: UPLOAD_HEADERS });
}

const MEDIA_HEADERS = { 'Cache-Control': MEDIA_CACHE, 'Accept-Ranges': 'bytes' };

/**
 * Catalogue media and videos written by the seed or the operator; names carry a content hash, so they never
 * change. Videos are read in byte ranges; saying so on every answer lets a player seek before it has asked for a
 * range.
 */
export function mediaFiles(media: Storage): MiddlewareHandler {
  return storedFiles(media, MEDIA_PATH, { whole: MEDIA_HEADERS, ranged: MEDIA_HEADERS });
}
