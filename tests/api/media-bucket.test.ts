/**
 * The shop with its files in a bucket (STORAGE_URL=s3://…), against an S3-compatible server the test starts
 * (s3rver): a member's picture goes up through the normal upload route into the bucket, /uploads and /media
 * redirect to signed addresses there, a video's byte ranges come from the bucket, a HEAD is answered from the
 * object's metadata, and Chromium plays a video whose src is the shop's /media address. None of it depends on
 * the database, so it runs in the SQLite pass only.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { serve } from '@hono/node-server';
import { chromium } from 'playwright';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupDataCommands } from '../../src/server/ops/backup-commands.ts';
import { DEMO_VIDEO_DIR } from '../../src/server/seed/video/demo-videos.ts';
import type { PageRenderer } from '../../src/server/web/render-threads.ts';
import { createWebServer } from '../../src/server/web/server.ts';
import { operator } from './admin-fixture.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { register } from './members.ts';
import { startTestBucket, testBucketClient, type TestBucket } from './test-bucket.ts';

const skip = TEST_DIALECT !== 'sqlite';
if (skip) console.warn('media in a bucket: skipped in the PostgreSQL pass (it does not depend on the database; it runs in the SQLite pass)');

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!skip && !existsSync(CHROMIUM)) console.warn(`media in a bucket: the video is not played, ${CHROMIUM} is missing (apt-get install chromium, or set CHROMIUM_PATH)`);

const VIDEO = join(DEMO_VIDEO_DIR, 'anniversary-360.mp4');
const VIDEO_KEY = 'videos/anniversary-360.mp4';

let bucket: TestBucket;
let ctx: TestContext;
let web: ReturnType<typeof createWebServer>;
let base: string;
let stop: () => Promise<void>;
beforeAll(async () => {
  if (skip) return;
  bucket = await startTestBucket('orchid-media', 'shop');
  ctx = await createTestContext({ ...bucket.env, REGISTER_MAX_PER_IP_HOUR: '10000' });
  // What the storages do not answer goes on to the pages, which have nothing either.
  const pages: PageRenderer = { render: async () => new Response('no such page', { status: 404 }), close: async () => {} };
  const clientDir = join(ctx.config.dataDir, 'client');
  mkdirSync(clientDir);
  web = createWebServer(ctx.services, { clientDir, pages });
  await ctx.services.storage.media.put(VIDEO_KEY, { file: VIDEO }, { contentType: 'video/mp4' });
  await new Promise<void>((ready) => {
    const server = serve({ fetch: web.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      base = `http://127.0.0.1:${info.port}`;
      stop = () => new Promise<void>((done) => server.close(() => done()));
      ready();
    });
  });
});
afterAll(async () => {
  await stop?.();
  await ctx?.close();
  await bucket?.close();
});

const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());
/** The object as the bucket holds it, read with the bucket's own client. */
const inBucket = async (name: string) => {
  const got = await testBucketClient(bucket).send(new GetObjectCommand({ Bucket: 'orchid-media', Key: name }));
  return Buffer.from(await got.Body!.transformToByteArray());
};

describe.skipIf(skip)('media in a bucket', () => {
  it("keeps a member's picture in the bucket and redirects /uploads to a signed address of it", async () => {
    const member = (await register(ctx)).token;
    const body = new FormData();
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#af57ff' } }).png().toBuffer();
    body.set('file', new File([new Uint8Array(png)], 'p.png', { type: 'image/png' }));
    const up = await ctx.app.request('/web/api/upload', { method: 'POST', body, headers: { token: member } });
    expect(up.status).toBe(200);
    const url = ((await up.json()) as { data: { url: string } }).data.url;
    expect(url).toMatch(/^\/uploads\/\d{4}\/\d\d\/[0-9a-f-]+\.40x30\.jpg$/);
    const stored = await inBucket(`shop${url}`);

    const redirect = await web.request(url);
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('cache-control')).toBe('public, max-age=60');
    const location = new URL(redirect.headers.get('location')!);
    expect(location.origin).toBe(bucket.endpoint);
    expect(location.pathname).toBe(`/orchid-media/shop${url}`);
    expect(location.searchParams.get('X-Amz-Expires')).toBe('600');

    const served = await fetch(`${base}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toBe('public, max-age=86400');
    expect((await bytesOf(served)).equals(stored)).toBe(true);
    expect((await sharp(stored).metadata()).width).toBe(40);

    const head = await web.request(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(stored.length));
    expect(head.headers.get('content-type')).toBe('image/jpeg');
    expect(await head.text()).toBe('');

    // The shop has no route that removes a member's picture; the storage's delete is what a clean-up would call.
    await ctx.services.storage.uploads.delete(url.replace(/^\/uploads\//, ''));
    expect((await web.request(url)).status).toBe(404);
    expect((await web.request(url, { method: 'HEAD' })).status).toBe(404);
    expect((await fetch(location)).status).toBe(404);
  });

  it('serves a video in byte ranges from the bucket, following the redirect', async () => {
    const file = readFileSync(VIDEO);
    const res = await fetch(`${base}/media/${VIDEO_KEY}`, { headers: { range: 'bytes=1000-1999' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes 1000-1999/${file.length}`);
    expect(res.url.startsWith(`${bucket.endpoint}/orchid-media/shop/media/${VIDEO_KEY}?`)).toBe(true);
    expect((await bytesOf(res)).equals(file.subarray(1000, 2000))).toBe(true);
    // Open-ended, as players ask; s3rver does not know suffix ranges (bytes=-100), which S3 itself serves.
    const tail = await fetch(`${base}/media/${VIDEO_KEY}`, { headers: { range: `bytes=${file.length - 100}-` } });
    expect(tail.status).toBe(206);
    expect((await bytesOf(tail)).equals(file.subarray(file.length - 100))).toBe(true);
    const whole = await fetch(`${base}/media/${VIDEO_KEY}`);
    expect(whole.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await bytesOf(whole)).equals(file)).toBe(true);
    const head = await web.request(`/media/${VIDEO_KEY}`, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-length'), head.headers.get('accept-ranges'), head.headers.get('content-type')]).toEqual([200, String(file.length), 'bytes', 'video/mp4']);
  });

  it.skipIf(!existsSync(CHROMIUM))('plays a video whose src is the shop\'s /media address in Chromium, the bytes coming from the bucket', async () => {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--autoplay-policy=no-user-gesture-required'] });
    try {
      const page = await browser.newPage();
      const fromBucket: number[] = [];
      page.on('response', (res) => {
        if (res.url().startsWith(`${bucket.endpoint}/orchid-media/shop/media/${VIDEO_KEY}?`)) fromBucket.push(res.status());
      });
      await page.setContent(`<video id="v" src="${base}/media/${VIDEO_KEY}" muted playsinline preload="auto"></video>`);
      await page.waitForFunction(() => (document.getElementById('v') as HTMLVideoElement).readyState >= 4, undefined, { timeout: 15_000 });
      await page.evaluate(() => (document.getElementById('v') as HTMLVideoElement).play());
      await page.waitForFunction(() => (document.getElementById('v') as HTMLVideoElement).currentTime > 0.5, undefined, { timeout: 15_000 });
      const state = await page.evaluate(() => {
        const v = document.getElementById('v') as HTMLVideoElement;
        return { error: v.error?.code ?? null, width: v.videoWidth, duration: v.duration };
      });
      expect(state).toMatchObject({ error: null, width: 640 });
      expect(state.duration).toBeGreaterThan(1);
      expect(fromBucket.length).toBeGreaterThan(0);
      expect(fromBucket.every((s) => s === 200 || s === 206)).toBe(true);
    } finally {
      await browser.close();
    }
  });

  it('answers 404 for a missing object and for a name that is not a key, without asking the bucket to sign it', async () => {
    for (const path of ['/media/videos/none.mp4', '/uploads/2026/01/none.png', '/media/videos/..%2f..%2fx.mp4', '/media/.hidden.mp4', '/uploads/a//b.png']) {
      const res = await web.request(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('location'), path).toBeNull();
    }
  });

  it("stages the console's video upload in the bucket, so the request that uses it may reach any instance", async () => {
    const staff = await operator(ctx, 'staff');
    const res = await ctx.app.request('/api/admin/videos/upload/video', { method: 'POST', body: new Uint8Array(readFileSync(VIDEO)), headers: { ...staff.headers, 'content-type': 'application/octet-stream' } });
    const { key } = ((await res.json()) as { data: { key: string } }).data;
    const staged = `shop/console-uploads/${key}.mp4`;
    expect((await inBucket(staged)).equals(readFileSync(VIDEO))).toBe(true);
    // Nothing left on this instance's disk: creating the video fetches the upload back from the bucket.
    expect(readdirSync(join(ctx.config.dataDir, 'console-uploads'))).toEqual([]);
    const created = await ctx.call('POST', '/api/admin/videos', { json: { video: key, texts: { zh: { title: '桶里的视频' } }, goodsIds: [] }, headers: staff.headers });
    expect(created.body.code).toBe(0);
    // The video file and the poster made from it, named by their content, in the bucket's media folder.
    const made = (await Array.fromAsync(ctx.services.storage.media.list())).map((o) => o.key).filter((k) => k !== VIDEO_KEY).sort();
    expect(made).toEqual([expect.stringMatching(/^posters\/[0-9a-f]+\.webp$/), expect.stringMatching(/^videos\/[0-9a-f]+\.mp4$/)]);
    expect((await inBucket(`shop/media/${made[1]}`)).equals(readFileSync(VIDEO))).toBe(true);
    await expect(inBucket(staged)).rejects.toThrow();
    expect(readdirSync(join(ctx.config.dataDir, 'console-uploads'))).toEqual([]);
    for (const k of made) await ctx.services.storage.media.delete(k!);
  });

  it('backs the shop up without its media, naming the bucket, and restores for a shop on the same bucket', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'om-bucket-backup-'));
    try {
      const env = { ...bucket.env, DATA_DIR: ctx.config.dataDir, DATABASE_URL: ctx.config.databaseUrl, LOG_LEVEL: 'silent' };
      const said: string[] = [];
      await backupDataCommands.backup!.run(env, [join(dir, 'b')], (l) => said.push(l));
      const manifest = JSON.parse(readFileSync(join(dir, 'b', 'manifest.json'), 'utf8')) as { files: { path: string }[]; bucket: unknown };
      expect(manifest.bucket).toEqual({ url: 's3://orchid-media/shop', endpoint: bucket.endpoint });
      expect(manifest.files.map((f) => f.path)).toEqual(['database.sqlite']);
      const target = join(dir, 'restored');
      await backupDataCommands.restore!.run({ ...env, DATA_DIR: target, DATABASE_URL: `sqlite:${join(target, 'orchid.db')}` }, [join(dir, 'b')], (l) => said.push(l));
      expect(readdirSync(target)).toEqual(['orchid.db']);
      expect(said.join('\n')).not.toContain('copy');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('puts each storage in its own folder of the bucket under the prefix', async () => {
    const listed = await Array.fromAsync(ctx.services.storage.media.list());
    expect(listed.map((o) => o.key)).toEqual([VIDEO_KEY]);
    expect((await inBucket(`shop/media/${VIDEO_KEY}`)).length).toBe(readFileSync(VIDEO).length);
  });
});
