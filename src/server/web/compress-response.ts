import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants, gunzip, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const unbrotli = promisify(brotliDecompress);
const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/**
 * How hard to compress. `fast` for a page as rendered: most renders serve one visitor, and on two cores
 * brotli at quality 4 took as much CPU as a fifth of the render (a goods page of 54 KB: 0.8 ms at quality 4,
 * 0.3 ms at quality 1 for 15% more bytes). `small` for a page the cache serves again (page-cache.ts).
 */
const EFFORT = {
  fast: { brotliQuality: 1, gzipLevel: 1 },
  small: { brotliQuality: 5, gzipLevel: 6 },
} as const;

function encode(page: Uint8Array, encoding: 'br' | 'gzip', effort: keyof typeof EFFORT): Promise<Uint8Array> {
  const { brotliQuality, gzipLevel } = EFFORT[effort];
  return encoding === 'br'
    ? brotli(page, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: page.byteLength } })
    : gzipAsync(page, { level: gzipLevel });
}

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

export function pickEncoding(acceptEncoding: string | null): 'br' | 'gzip' | undefined {
  const accepted = new Set((acceptEncoding ?? '').split(',').map((e) => e.split(';')[0]?.trim()));
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/**
 * Compresses a page rendered on demand. The page is read whole and compressed in one call on libuv's thread
 * pool: piping Astro's stream of small chunks through a compression stream cost a tenth of a goods page's CPU
 * in per-chunk stream work on the main thread, and a page the cache keeps is read whole anyway. Fast effort
 * (above); prerendered files were already compressed at full strength at build time.
 */
export async function compressResponse(request: Request, response: Response): Promise<Response> {
  const type = response.headers.get('content-type') ?? '';
  const encoding = pickEncoding(request.headers.get('accept-encoding'));
  if (!encoding || !response.body || response.headers.has('content-encoding') || !COMPRESSIBLE.test(type)) {
    return response;
  }
  const page = new Uint8Array(await response.arrayBuffer());
  const body = await encode(page, encoding, 'fast');
  const headers = new Headers(response.headers);
  headers.set('content-encoding', encoding);
  headers.append('vary', 'Accept-Encoding');
  headers.set('content-length', String(body.byteLength));
  return new Response(new Uint8Array(body), { status: response.status, statusText: response.statusText, headers });
}

/** A stored page compressed again with small effort, in the same encoding; undefined for any other encoding. */
export async function recompress(body: Uint8Array, encoding: string | undefined): Promise<Uint8Array | undefined> {
  if (encoding === 'br') return new Uint8Array(await encode(await unbrotli(body), 'br', 'small'));
  if (encoding === 'gzip') return new Uint8Array(await encode(await gunzipAsync(body), 'gzip', 'small'));
  return undefined;
}
