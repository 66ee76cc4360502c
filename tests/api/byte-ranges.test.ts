/**
 * Byte ranges (RFC 9110 §14) wherever the shop serves files: member uploads (/uploads), catalogue media and videos
 * (/media) and the build's own files (dist/client), through the whole web server. A Range that is not a valid
 * bytes range is ignored (200 and the whole file), one no byte of which exists is refused (416 with the length),
 * a valid one is served (206); serveStatic answered the invalid ones with 206 and the whole file (issue 27, item 10).
 */
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageRenderer } from '../../src/server/web/render-threads.ts';
import { createWebServer } from '../../src/server/web/server.ts';
import { createTestContext, type TestContext } from './harness.ts';

/** 100 bytes, each the digit of its position's tens and ones, so a span's text says where it came from. */
const CONTENT = Array.from({ length: 100 }, (_, i) => String(i % 10)).join('');

let ctx: TestContext;
let clientDir: string;
let web: ReturnType<typeof createWebServer>;
const lastModified: Record<string, string> = {};

const FILES = {
  upload: '/uploads/2026/11/0c8f2a9e-5d1b-4c7e-9f3a-2b6d8e1f4a70.png',
  media: '/media/3f5a7c9e1b2d4f6a8c0e2b4d6f8a0c2e4b6d8f0a2c4e6b8d0f2a4c6e8b0d2f4a.mp4',
  built: '/_astro/player.Ab12Cd.js',
};

beforeAll(async () => {
  ctx = await createTestContext();
  clientDir = mkdtempSync(join(tmpdir(), 'om-ranges-client-'));
  const place = (dir: string, path: string) => {
    const file = join(dir, path);
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, CONTENT);
    return file;
  };
  const disk = {
    upload: place(ctx.uploadsDir, FILES.upload.replace(/^\/uploads/, '')),
    media: place(join(ctx.config.dataDir, 'media'), FILES.media.replace(/^\/media/, '')),
    built: place(clientDir, FILES.built),
  };
  for (const [kind, file] of Object.entries(disk)) lastModified[kind] = statSync(file).mtime.toUTCString();
  const pages: PageRenderer = { render: async () => new Response('rendered'), close: async () => {} };
  web = createWebServer(ctx.services, { clientDir, pages });
});

afterAll(async () => {
  rmSync(clientDir, { recursive: true, force: true });
  await ctx?.close();
});

const ask = (path: string, headers: Record<string, string>, method = 'GET') => web.request(path, { method, headers });

describe.each(Object.entries(FILES))('%s files', (kind, path) => {
  it('answers a Range that is not a valid bytes range with 200 and the whole file, as if it were absent', async () => {
    for (const range of ['bytes=abc', 'bytes=5-1', 'items=0-5', '0-5', 'bytes=', 'bytes=0-1-2', 'bytes=--5', 'bytes=1.5-3', 'bytes 0-5', 'bytes=0-4,x']) {
      const res = await ask(path, { range });
      expect(res.status, range).toBe(200);
      expect(res.headers.get('content-range'), range).toBeNull();
      expect(await res.text(), range).toBe(CONTENT);
    }
  });

  it('answers a valid Range no byte of which exists with 416 and the length', async () => {
    for (const range of ['bytes=100-', 'bytes=100-200', 'bytes=500-600,700-', 'bytes=-0']) {
      const res = await ask(path, { range });
      expect(res.status, range).toBe(416);
      expect(res.headers.get('content-range'), range).toBe('bytes */100');
      expect(await res.text(), range).toBe('');
    }
  });

  it('serves one span with 206, also when the unit is written in capitals or parts overlap', async () => {
    const cases: [string, number, number][] = [
      ['bytes=10-19', 10, 19],
      ['bytes=90-', 90, 99],
      ['bytes=-5', 95, 99],
      ['bytes=95-500', 95, 99],
      ['Bytes=0-3', 0, 3],
      ['bytes=0-4, 3-9', 0, 9],
      ['bytes=20-29,30-39', 20, 39],
      ['bytes=0-4,200-300', 0, 4],
    ];
    for (const [range, start, end] of cases) {
      const res = await ask(path, { range });
      expect(res.status, range).toBe(206);
      expect(res.headers.get('content-range'), range).toBe(`bytes ${start}-${end}/100`);
      expect(res.headers.get('content-length'), range).toBe(String(end - start + 1));
      expect(await res.text(), range).toBe(CONTENT.slice(start, end + 1));
    }
  });

  it('answers separate parts, and a Range under an If-Range that no longer matches, with the whole file', async () => {
    const separate = await ask(path, { range: 'bytes=0-1,50-51' });
    expect(separate.status).toBe(200);
    expect(await separate.text()).toBe(CONTENT);
    for (const ifRange of ['Wed, 21 Oct 2015 07:28:00 GMT', '"an-etag"', 'W/"weak"']) {
      const stale = await ask(path, { range: 'bytes=0-9', 'if-range': ifRange });
      expect(stale.status, ifRange).toBe(200);
      expect(await stale.text(), ifRange).toBe(CONTENT);
    }
    const current = await ask(path, { range: 'bytes=0-9', 'if-range': lastModified[kind]! });
    expect(current.status).toBe(206);
    expect(await current.text()).toBe(CONTENT.slice(0, 10));
    const head = await ask(path, { range: 'bytes=0-9' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('100');
  });
});

describe('member uploads', () => {
  it('are never sniffed or executed as anything else, and cached for a day, whole or in part', async () => {
    for (const headers of [{}, { range: 'bytes=0-9' }, { range: 'bytes=abc' }] as Record<string, string>[]) {
      const res = await ask(FILES.upload, headers);
      expect([res.status, res.headers.get('x-content-type-options'), res.headers.get('content-disposition'), res.headers.get('cache-control')], JSON.stringify(headers)).toEqual([
        headers.range === 'bytes=0-9' ? 206 : 200,
        'nosniff',
        'inline',
        'public, max-age=86400',
      ]);
    }
  });
});
