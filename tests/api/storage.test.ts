/**
 * Every file the shop writes or serves goes through Services.storage: a storage that records its calls stands in
 * for the local disk's (and passes them on to it), and a member's picture, a console goods picture, a console
 * video with its poster, and a ranged request for the video all show up in it. ESLint keeps the disk's write
 * calls out of src/server besides the driver (src/layering.test.ts); this test shows the routes reach the storage
 * they were given rather than one of their own.
 */
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { DEMO_VIDEO_DIR } from '../../src/server/seed/video/demo-videos.ts';
import { createServices } from '../../src/server/services.ts';
import type { ShopStorage } from '../../src/server/storage/shop-storage.ts';
import type { Storage } from '../../src/server/storage/storage.ts';
import type { PageRenderer } from '../../src/server/web/render-threads.ts';
import { createWebServer } from '../../src/server/web/server.ts';
import { operator, type Operator } from './admin-fixture.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { register } from './members.ts';

type Call = [storage: keyof ShopStorage, method: string, key: string, range?: { start: number; end: number }];

/** Passes every call on to `inner` after writing it down. */
function recording(name: keyof ShopStorage, inner: Storage, calls: Call[]): Storage {
  return {
    put: (key, body, options) => (calls.push([name, 'put', key]), inner.put(key, body, options)),
    open: (key, range) => (calls.push(range ? [name, 'open', key, range] : [name, 'open', key]), inner.open(key, range)),
    stat: (key) => (calls.push([name, 'stat', key]), inner.stat(key)),
    delete: (key) => (calls.push([name, 'delete', key]), inner.delete(key)),
    list: () => (calls.push([name, 'list', '']), inner.list()),
    url: (key) => inner.url(key),
  };
}

let ctx: TestContext;
let staff: Operator;
let member: string;
const calls: Call[] = [];
let app: ReturnType<typeof createApp>;
let web: ReturnType<typeof createWebServer>;
beforeAll(async () => {
  ctx = await createTestContext({ TRUST_PROXY: 'true', REGISTER_MAX_PER_IP_HOUR: '10000' });
  staff = await operator(ctx, 'staff');
  member = (await register(ctx)).token;
  const disk = ctx.services.storage;
  const services = createServices({ ...ctx.services, storage: { uploads: recording('uploads', disk.uploads, calls), media: recording('media', disk.media, calls) } });
  app = createApp(services);
  const pages: PageRenderer = { render: async () => new Response('page'), close: async () => {} };
  const clientDir = join(ctx.config.dataDir, 'client');
  mkdirSync(clientDir);
  web = createWebServer(services, { clientDir, pages });
});
afterAll(() => ctx?.close());

const since = (from: number) => calls.slice(from);
const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#af57ff' } }).png().toBuffer();
const form = async (bytes: Buffer) => {
  const body = new FormData();
  body.set('file', new File([new Uint8Array(bytes)], 'p.png', { type: 'image/png' }));
  return body;
};

describe(`storage (${TEST_DIALECT})`, () => {
  it("keeps a member's picture in the uploads storage and serves it from there", async () => {
    const from = calls.length;
    const res = await app.request('/web/api/upload', { method: 'POST', body: await form(await png(40, 30)), headers: { token: member } });
    const url = ((await res.json()) as { data: { url: string } }).data.url;
    const key = url.replace(/^\/uploads\//, '');
    // Every size is written before the full picture, whose URL pages name: a URL that exists has all its sizes.
    const puts = since(from).filter(([, op]) => op === 'put');
    expect(puts.length).toBeGreaterThan(5);
    expect(puts.every(([store]) => store === 'uploads')).toBe(true);
    expect(puts.at(-1)).toEqual(['uploads', 'put', key]);
    const before = calls.length;
    const served = await web.request(url);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(await readFile(join(ctx.uploadsDir, key)))).toBe(true);
    expect(since(before)).toEqual([['uploads', 'open', key]]);
  });

  it("keeps the console's goods picture in the media storage", async () => {
    const from = calls.length;
    const res = await app.request('/api/admin/media/goods', { method: 'POST', body: await form(await png(300, 200)), headers: staff.headers });
    const { url } = ((await res.json()) as { data: { url: string } }).data;
    expect(url).toMatch(/^\/media\/goods\/[0-9a-f]{16}\.800x800\.jpg$/);
    const puts = since(from);
    expect(puts.every(([store, op]) => store === 'media' && op === 'put')).toBe(true);
    expect(puts.map(([, , key]) => key)).toContain(url.replace(/^\/media\//, '').replace('.jpg', '.og.jpg'));
    expect(puts.at(-1)).toEqual(['media', 'put', url.replace(/^\/media\//, '')]);
  });

  it('stores a console video and its poster in the media storage, and serves the video in ranges from it', async () => {
    const upload = async (kind: string, body: Uint8Array<ArrayBuffer>) =>
      ((await (await app.request(`/api/admin/videos/upload/${kind}`, { method: 'POST', body, headers: { ...staff.headers, 'content-type': 'application/octet-stream' } })).json()) as { data: { key: string } }).data.key;
    const video = await upload('video', new Uint8Array(await readFile(join(DEMO_VIDEO_DIR, 'rose-bath-360.mp4'))));
    const poster = await upload('poster', new Uint8Array(await png(640, 480)));
    const from = calls.length;
    const res = await app.request('/api/admin/videos', { method: 'POST', body: JSON.stringify({ video, poster, texts: { zh: { title: '存储' } }, goodsIds: [] }), headers: { ...staff.headers, 'content-type': 'application/json' } });
    const created = ((await res.json()) as { data: { poster: string; sources: { src: string }[] } }).data;
    const posterKey = created.poster.replace(/^\/media\//, '');
    const videoKey = created.sources[0]!.src.replace(/^\/media\//, '');
    expect(posterKey).toMatch(/^posters\/[0-9a-f]{20}\.webp$/);
    expect(videoKey).toMatch(/^videos\/[0-9a-f]{20}\.mp4$/);
    expect(since(from)).toEqual([
      ['media', 'stat', posterKey],
      ['media', 'put', posterKey],
      ['media', 'stat', videoKey],
      ['media', 'put', videoKey],
    ]);

    const ranged = calls.length;
    const part = await web.request(`/media/${videoKey}`, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    expect(since(ranged)).toEqual([
      ['media', 'stat', videoKey],
      ['media', 'open', videoKey, { start: 100, end: 199 }],
    ]);
  });
});
