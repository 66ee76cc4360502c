import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { register } from './members.ts';
import { localDiskStorage } from '../../src/server/storage/local-disk.ts';
import { uploadFiles } from '../../src/server/web/static.ts';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestContext({ UPLOAD_QUOTA_MB: '1' });
  token = (await register(ctx)).token;
});
afterAll(() => ctx.close());

async function upload(bytes: Buffer, name: string, type = 'image/png', auth = token) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name, { type }));
  const res = await ctx.app.request('/web/api/upload', { method: 'POST', body: form, headers: { token: auth, lang: 'en' } });
  return { status: res.status, body: (await res.json()) as { code: number; data: { url: string }; msg: string } };
}

const png = (w: number, h: number) => sharp({ create: { width: w, height: h, channels: 3, background: '#af57ff' } }).png().toBuffer();

describe(`uploads (${TEST_DIALECT})`, () => {
  it('stores a PNG under a random name named by its size and answers its URL', async () => {
    const { body } = await upload(await png(40, 30), 'holiday photo.png');
    expect(body.code).toBe(200);
    expect(body.data.url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.40x30\.jpg$/);
    expect(body.data.url).not.toContain('holiday');
    const stored = await sharp(join(ctx.uploadsDir, body.data.url.replace('/uploads/', ''))).metadata();
    expect([stored.width, stored.height, stored.format]).toEqual([40, 30, 'jpeg']);
  });

  it('stores a 12 MP photo at 1600 px with its smaller sizes, and serves a 96 px avatar under 10 KB', { timeout: 60_000 }, async () => {
    const m = await register(ctx);
    const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 120, sigma: 35 } } }).jpeg({ quality: 92 }).toBuffer();
    expect(photo.length).toBeGreaterThan(3_000_000);
    const { body } = await upload(photo, 'IMG_1234.JPG', 'image/jpeg', m.token);
    expect(body.data.url).toMatch(/\.1600x1200\.jpg$/);
    const stem = body.data.url.replace(/\.jpg$/, '');
    // Served as the shop serves member uploads (web/static.ts), from the storage the upload wrote to.
    const web = new Hono().use('/uploads/*', uploadFiles(localDiskStorage(ctx.uploadsDir, { urlPrefix: '/uploads' })));
    for (const suffix of ['.webp', '.w800.webp', '.w48.webp', '.c48.jpg', '.c48.webp', '.c96.jpg', '.c192.webp']) {
      const res = await web.request(stem + suffix);
      expect(res.status, suffix).toBe(200);
      await res.arrayBuffer();
    }
    const avatar = await web.request(`${stem}.c96.webp`);
    expect(avatar.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await avatar.arrayBuffer());
    expect(bytes.length).toBeLessThanOrEqual(10_000);
    expect((await sharp(bytes).metadata()).width).toBe(96);
    const full = await sharp(Buffer.from(await (await web.request(body.data.url)).arrayBuffer())).metadata();
    expect([full.width, full.height]).toEqual([1600, 1200]);
  });

  it('refuses a text file renamed to .png', async () => {
    const { body } = await upload(Buffer.from('<script>alert(1)</script> not an image'), 'evil.png');
    expect(body).toMatchObject({ code: -1, msg: 'Only JPG, JPEG or PNG images can be uploaded' });
  });

  it('refuses an image of 10 MB or more', async () => {
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(10 * 1024 * 1024)]);
    const { body } = await upload(big, 'big.png');
    expect(body.msg).toBe('Images must be smaller than 10 MB');
  });

  it('refuses a 50-megapixel image without decoding it', async () => {
    const huge = await sharp({ create: { width: 10_000, height: 5_000, channels: 3, background: '#000' } }).png({ compressionLevel: 9 }).toBuffer();
    const { body } = await upload(huge, 'huge.png');
    expect(body.msg).toBe('The image has too many pixels (at most 40 megapixels)');
  });

  it('strips GPS and other metadata from a JPEG', async () => {
    const withGps = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#123456' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Secret Phone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '31/1 14/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '121/1 28/1 0/1' } })
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    expect(withGps.includes(Buffer.from('Secret Phone'))).toBe(true);
    const { body } = await upload(withGps, 'IMG_0001.JPG', 'image/jpeg');
    expect(body.data.url).toMatch(/\.64x48\.jpg$/);
    const stored = readFileSync(join(ctx.uploadsDir, body.data.url.replace('/uploads/', '')));
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(stored.includes(Buffer.from('Secret Phone'))).toBe(false);
    expect(stored.includes(Buffer.from('GPS'))).toBe(false);
  });

  it('needs a session, a file, and room in the member quota', async () => {
    expect((await upload(await png(5, 5), 'a.png', 'image/png', 'bogus')).body.code).toBe(403);
    const res = await ctx.app.request('/web/api/upload', { method: 'POST', body: new FormData(), headers: { token, lang: 'en' } });
    expect(((await res.json()) as { msg: string }).msg).toBe('Please choose an image to upload');
    // Random noise does not compress: one of these fills the 1 MB test quota.
    const noise = await sharp(Buffer.from(Array.from({ length: 700 * 700 * 3 }, () => Math.floor(Math.random() * 256))), { raw: { width: 700, height: 700, channels: 3 } }).png().toBuffer();
    const results = [await upload(noise, 'n1.png'), await upload(noise, 'n2.png')];
    expect(results.map((r) => r.body.msg)).toContain('Your upload space is full');
  });

  it('12 parallel uploads never store more than the quota', async () => {
    const m = await register(ctx);
    const member = m.token;
    // Noise does not compress: a few of these fill 1 MB with all their sizes, twelve cannot.
    const noise = await sharp(Buffer.from(Array.from({ length: 350 * 350 * 3 }, () => Math.floor(Math.random() * 256))), { raw: { width: 350, height: 350, channels: 3 } }).png().toBuffer();
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => upload(noise, `p${i}.png`, 'image/png', member)));
    const stored = results.filter((r) => r.body.code === 200);
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.length).toBeLessThan(12);
    const { id } = await ctx.db.kysely.selectFrom('members').select('id').where('account', '=', m.account).executeTakeFirstOrThrow();
    const used = await ctx.db.kysely.selectFrom('uploads').select((eb) => eb.fn.sum<number>('bytes').as('total')).where('member_id', '=', id).executeTakeFirstOrThrow();
    expect(Number(used.total)).toBeLessThanOrEqual(1024 * 1024);
    expect(results.filter((r) => r.body.code !== 200).every((r) => r.body.msg === 'Your upload space is full')).toBe(true);
  });

  it('takes as avatar only a picture the member uploaded', async () => {
    const other = await register(ctx);
    const theirs = (await upload(await png(6, 6), 'theirs.png', 'image/png', other.token)).body.data.url;
    const mine = (await upload(await png(6, 6), 'mine.png')).body.data.url;
    const setAvatar = (avatar: string) => ctx.call('POST', '/api/member/updateMemberInfo', { json: { avatar }, headers: { token, lang: 'en' } });
    for (const avatar of [theirs, '/uploads/2026/01/not-there.png', '/uploads/../orchid.db']) {
      expect((await setAvatar(avatar)).body.msg, avatar).toBe('The avatar address is invalid; please upload it again');
    }
    const saved = await setAvatar(mine);
    expect(saved.body.code).toBe(200);
    expect((saved.body.data as { avatar: string }).avatar).toBe(mine);
  });
});
