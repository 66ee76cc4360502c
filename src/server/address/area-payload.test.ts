import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { areaPayload, pickEncoding } from './area-payload.ts';

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, honouring q=0 and the wildcard', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*, br;q=0')).toBe('gzip');
    expect(pickEncoding('identity')).toBe('identity');
    expect(pickEncoding(undefined)).toBe('identity');
  });
});

describe('areaPayload', () => {
  it('builds once and holds the same JSON in every encoding', async () => {
    const payload = await areaPayload();
    expect(await areaPayload()).toBe(payload);
    expect(brotliDecompressSync(payload.br)).toEqual(payload.identity);
    expect(gunzipSync(payload.gzip)).toEqual(payload.identity);
    expect(payload.br.length).toBeLessThan(payload.identity.length / 5);
    expect(payload.etag).toMatch(/^"[\w-]{27}"$/);
  });
});
