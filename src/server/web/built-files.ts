import { readFile } from 'node:fs/promises';
import { createReadStream, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { serveStatic } from '@hono/node-server/serve-static';
import { createStreamBody } from '@hono/node-server/utils/stream';
import { securityHeaderList } from '../http/security.ts';
import { rangedAnswer } from './byte-range.ts';
import { sendBytes, type HeaderList } from './send.ts';

/** Astro puts content-hashed bundles under /_astro/: they never change, so browsers may keep them for a year. */
export function isImmutableAsset(path: string): boolean {
  return path.startsWith('/_astro/');
}

/**
 * The site's icons and web app manifest (made by scripts/make-icons.ts): fixed addresses that browsers ask for
 * on visit after visit and that change only with the logo, so they are kept a day rather than asked again each
 * time; a changed logo reaches everyone within that day.
 */
export function isSiteIcon(path: string): boolean {
  return /^\/(favicon\.(ico|svg)|apple-touch-icon\.png|manifest\.webmanifest|icons\/[\w.-]+\.png)$/.test(path);
}

/** How long browsers and shared caches may keep a file of the build without asking again. */
export function builtFileCacheControl(path: string): string {
  if (isImmutableAsset(path)) return 'public, max-age=31536000, immutable';
  return isSiteIcon(path) ? 'public, max-age=86400' : 'public, max-age=0, must-revalidate';
}

/** Files up to this size are kept in memory once asked for; larger ones are streamed from disk each time. */
const KEEP_MAX_BYTES = 2 * 1024 * 1024;
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

interface BuiltFile {
  /** Path on disk of the file and of its .br / .gz copies written at build time, when there are any. */
  disk: { identity: string; br?: string; gzip?: string };
  size: number;
  type: string;
  lastModified: string;
  cacheControl: string;
}

/** The build's files by URL path ('/en/login/index.html', '/_astro/x.js'), listed once at start. */
function listBuild(root: string): Map<string, BuiltFile> {
  const disk = new Set<string>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) disk.add(join(entry.parentPath, entry.name));
  }
  const files = new Map<string, BuiltFile>();
  for (const file of disk) {
    const urlPath = `/${relative(root, file).split(sep).join('/')}`;
    if (/\.(br|gz)$/.test(file) && disk.has(file.replace(/\.(br|gz)$/, ''))) continue;
    const stat = statSync(file);
    const type = getMimeType(file) ?? 'application/octet-stream';
    const compressible = COMPRESSIBLE.test(type);
    files.set(urlPath, {
      disk: {
        identity: file,
        br: compressible && disk.has(`${file}.br`) ? `${file}.br` : undefined,
        gzip: compressible && disk.has(`${file}.gz`) ? `${file}.gz` : undefined,
      },
      size: stat.size,
      type,
      lastModified: stat.mtime.toUTCString(),
      cacheControl: builtFileCacheControl(urlPath),
    });
  }
  return files;
}

function pickVariant(file: BuiltFile, acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  if (!acceptEncoding || (!file.disk.br && !file.disk.gzip)) return 'identity';
  const accepted = acceptEncoding.split(',').map((e) => e.split(';')[0]!.trim());
  if (file.disk.br && accepted.includes('br')) return 'br';
  if (file.disk.gzip && accepted.includes('gzip')) return 'gzip';
  return 'identity';
}

/**
 * dist/client with the .br/.gz files written at build time; pages revalidate, hashed assets are immutable.
 * The build is listed once at start, so a page rendered on demand costs no look at the disk, and each file
 * is read once and then answered from memory (at most the build's own size: about 40 MB with its
 * compressed copies). Files over 2 MB go to serveStatic, which streams them from disk. A request with a Range
 * header is answered from the uncompressed file by byte-range.ts (206, 416, or the whole file when the Range is
 * not valid), never by serveStatic, which answered a Range it could not read with 206 and the whole file.
 */
/** `deviceVary`: what a page at a path also varies on (mobile.ts), when its answer depends on the device. */
export function clientFiles(root: string, { production = false, deviceVary = (_path: string): string | undefined => undefined } = {}): MiddlewareHandler {
  const files = listBuild(root);
  const kept = new Map<string, Promise<Buffer>>();
  const streamed = serveStatic({ root, precompressed: true, onFound: (_path, c) => void c.header('Cache-Control', cacheControlOf(c)) });
  const cacheControlOf = (c: Context) => lookup(c.req.path)?.cacheControl ?? 'public, max-age=0, must-revalidate';
  const lookup = (rawPath: string): BuiltFile | undefined => {
    let path: string;
    try {
      path = decodeURI(rawPath).replace(/\/+$/, '');
    } catch {
      return undefined;
    }
    return files.get(path) ?? files.get(`${path}/index.html`);
  };
  const read = (path: string) => {
    let bytes = kept.get(path);
    if (!bytes) {
      bytes = readFile(path);
      kept.set(path, bytes);
      bytes.catch(() => kept.delete(path));
    }
    return bytes;
  };

  return async (c, next) => {
    const method = c.req.method;
    const file = method === 'GET' || method === 'HEAD' ? lookup(c.req.path) : undefined;
    if (!file) return next();
    if (c.req.header('range') !== undefined) {
      const own = { 'Content-Type': file.type, 'Cache-Control': file.cacheControl };
      const { status, headers, span } = rangedAnswer(c, file, own);
      return new Response(span ? createStreamBody(createReadStream(file.disk.identity, span)) : null, { status, headers });
    }
    if (file.size > KEEP_MAX_BYTES) return streamed(c, next);
    const variant = pickVariant(file, c.req.header('accept-encoding'));
    const headers: HeaderList = [...securityHeaderList(c.req.path, production), ['Content-Type', file.type], ['Cache-Control', file.cacheControl], ['Last-Modified', file.lastModified]];
    const vary = [file.disk.br || file.disk.gzip ? 'Accept-Encoding' : '', file.type.startsWith('text/html') ? (deviceVary(c.req.path) ?? '') : ''].filter(Boolean);
    if (vary.length) headers.push(['Vary', vary.join(', ')]);
    if (c.req.header('if-modified-since') === file.lastModified) return sendBytes(c, 304, headers, null);
    if (variant !== 'identity') headers.push(['Content-Encoding', variant]);
    const body = await read(file.disk[variant]!);
    headers.push(['Content-Length', String(body.byteLength)]);
    return sendBytes(c, 200, headers, method === 'HEAD' ? null : body);
  };
}
