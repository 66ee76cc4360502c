import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressResponse, pickEncoding, recompress } from './compress-response.ts';

const html = '<!doctype html><p>' + '兰花商城 Orchid Mall '.repeat(200) + '</p>';
const page = () => new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });
const req = (accept?: string) => new Request('http://x/goods/list', { headers: accept ? { 'accept-encoding': accept } : {} });

describe('compressResponse', () => {
  it('prefers brotli, falls back to gzip, else leaves the body alone', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip;q=1.0')).toBe('gzip');
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding(null)).toBeUndefined();
  });

  it('brotli-compresses HTML and the bytes decode to the same page', async () => {
    const res = await compressResponse(req('br, gzip'), page());
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.length).toBeLessThan(Buffer.byteLength(html) / 5);
    expect(brotliDecompressSync(bytes).toString()).toBe(html);
  });

  it('gzips for clients without brotli', async () => {
    const res = await compressResponse(req('gzip'), page());
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(html);
  });

  it('does not touch images, already-encoded bodies or clients that want identity', async () => {
    const png = new Response('x', { headers: { 'content-type': 'image/png' } });
    expect(await compressResponse(req('br'), png)).toBe(png);
    const encoded = new Response('x', { headers: { 'content-type': 'text/html', 'content-encoding': 'gzip' } });
    expect(await compressResponse(req('br'), encoded)).toBe(encoded);
    const plain = page();
    expect(await compressResponse(req(), plain)).toBe(plain);
  });

  it('compresses a stored page smaller again, in the same encoding', async () => {
    const list = '<ul>' + Array.from({ length: 600 }, (_, i) => `<li class="card"><a href="/goods/details?id=${i}">商品 ${(i * 7919) % 1000}</a><span>¥${(i * 37) % 500}.00</span></li>`).join('') + '</ul>';
    const listPage = () => new Response(list, { headers: { 'content-type': 'text/html' } });
    for (const [accept, decode] of [['br', brotliDecompressSync], ['gzip', gunzipSync]] as const) {
      const fast = new Uint8Array(await (await compressResponse(req(accept), listPage())).arrayBuffer());
      const small = await recompress(fast, accept);
      expect(small!.byteLength, accept).toBeLessThan(fast.byteLength);
      expect(decode(small!).toString()).toBe(list);
    }
    expect(await recompress(new Uint8Array([1, 2, 3]), undefined)).toBeUndefined();
    await expect(recompress(new Uint8Array([1, 2, 3]), 'br')).rejects.toThrow();
  });
});
