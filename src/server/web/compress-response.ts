import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

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
 * in per-chunk stream work on the main thread, and a page the cache keeps is read whole anyway. Brotli at
 * quality 4 keeps it cheap (a goods page of 90 KB in under a millisecond, 7% larger than quality 5);
 * prerendered files were already compressed at full strength at build time.
 */
export async function compressResponse(request: Request, response: Response): Promise<Response> {
  const type = response.headers.get('content-type') ?? '';
  const encoding = pickEncoding(request.headers.get('accept-encoding'));
  if (!encoding || !response.body || response.headers.has('content-encoding') || !COMPRESSIBLE.test(type)) {
    return response;
  }
  const page = new Uint8Array(await response.arrayBuffer());
  const body =
    encoding === 'br'
      ? await brotli(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: page.byteLength } })
      : await gzipAsync(page, { level: 6 });
  const headers = new Headers(response.headers);
  headers.set('content-encoding', encoding);
  headers.append('vary', 'Accept-Encoding');
  headers.set('content-length', String(body.byteLength));
  return new Response(new Uint8Array(body), { status: response.status, statusText: response.statusText, headers });
}
