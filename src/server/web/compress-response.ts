import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, brotliDecompress, constants, gunzip, gzip, gzipSync } from 'node:zlib';

const brotli = promisify(brotliCompress);
const unbrotli = promisify(brotliDecompress);
const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

const brotliOptions = (quality: number, page: Uint8Array) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: page.byteLength },
});

/**
 * A page as rendered, compressed at once on the main thread with the least effort: most renders serve one
 * visitor. A goods page of 54 KB takes 0.1 ms at brotli quality 0, 1.6% more bytes than quality 1 (0.14 ms),
 * 15% more than quality 4 (0.8 ms). On libuv's thread pool the same work cost the main thread more than doing
 * it: under load, queueing it and taking the result back there took about a tenth of a goods page's render.
 */
function encodeFast(page: Uint8Array, encoding: 'br' | 'gzip'): Uint8Array {
  return encoding === 'br' ? brotliCompressSync(page, brotliOptions(0, page)) : gzipSync(page, { level: 1 });
}

/**
 * A page the cache serves again (page-cache.ts), compressed smaller on the thread pool, where the ten times
 * larger effort does not hold up requests.
 */
function encodeSmall(page: Uint8Array, encoding: 'br' | 'gzip'): Promise<Uint8Array> {
  return encoding === 'br' ? brotli(page, brotliOptions(5, page)) : gzipAsync(page, { level: 6 });
}

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

export function pickEncoding(acceptEncoding: string | null): 'br' | 'gzip' | undefined {
  const accepted = new Set((acceptEncoding ?? '').split(',').map((e) => e.split(';')[0]?.trim()));
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/**
 * Compresses a page rendered on demand. The page is read whole and compressed in one call (`encodeFast`):
 * piping Astro's stream of small chunks through a compression stream cost a tenth of a goods page's CPU in
 * per-chunk stream work on the main thread, and a page the cache keeps is read whole anyway. Prerendered files
 * were already compressed at full strength at build time.
 */
export async function compressResponse(request: Request, response: Response): Promise<Response> {
  const type = response.headers.get('content-type') ?? '';
  const encoding = pickEncoding(request.headers.get('accept-encoding'));
  if (!encoding || !response.body || response.headers.has('content-encoding') || !COMPRESSIBLE.test(type)) {
    return response;
  }
  const page = new Uint8Array(await response.arrayBuffer());
  const body = encodeFast(page, encoding);
  const headers = new Headers(response.headers);
  headers.set('content-encoding', encoding);
  headers.append('vary', 'Accept-Encoding');
  headers.set('content-length', String(body.byteLength));
  return new Response(new Uint8Array(body), { status: response.status, statusText: response.statusText, headers });
}

/** A stored page compressed again with small effort, in the same encoding; undefined for any other encoding. */
export async function recompress(body: Uint8Array, encoding: string | undefined): Promise<Uint8Array | undefined> {
  if (encoding === 'br') return new Uint8Array(await encodeSmall(await unbrotli(body), 'br'));
  if (encoding === 'gzip') return new Uint8Array(await encodeSmall(await gunzipAsync(body), 'gzip'));
  return undefined;
}
