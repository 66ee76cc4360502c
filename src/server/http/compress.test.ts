import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding, compressApi } from './compress.ts';

describe('acceptedEncoding', () => {
  it('prefers gzip, honours quality values and refusals', () => {
    expect(acceptedEncoding('br, gzip, deflate')).toBe('gzip');
    expect(acceptedEncoding('deflate')).toBe('deflate');
    expect(acceptedEncoding('gzip;q=0.5, deflate')).toBe('deflate');
    expect(acceptedEncoding('gzip;q=0, *')).toBe('deflate');
    expect(acceptedEncoding('br, identity')).toBeUndefined();
    expect(acceptedEncoding(undefined)).toBeUndefined();
  });
});

describe('compressApi', () => {
  const app = new Hono().use('*', compressApi({ threshold: 100 }));
  app.get('/big', (c) => c.json({ text: 'x'.repeat(500) }, 200, { ETag: '"v1"' }));
  app.get('/small', (c) => c.json({ ok: true }));
  app.get('/not-modified', (c) => c.body(null, 304, { 'Content-Type': 'application/json' }));
  app.get('/no-transform', (c) => c.json({ text: 'x'.repeat(500) }, 200, { 'Cache-Control': 'no-transform' }));

  it('compresses large answers and keeps status, headers and body', async () => {
    const res = await app.request('/big', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('etag')).toBe('W/"v1"');
    expect(JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString())).toEqual({ text: 'x'.repeat(500) });
  });

  it('leaves small answers, answers marked no-transform and clients without gzip or deflate alone', async () => {
    const small = await app.request('/small', { headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
    expect((await app.request('/not-modified', { headers: { 'accept-encoding': 'gzip' } })).status).toBe(304);
    const kept = await app.request('/no-transform', { headers: { 'accept-encoding': 'gzip' } });
    expect(kept.headers.get('content-encoding')).toBeNull();
    const plain = await app.request('/big', { headers: { 'accept-encoding': 'br' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect((await plain.json()).text).toHaveLength(500);
  });
});
