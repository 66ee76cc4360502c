import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pictureSources, socialImageUrl, sizedPicture } from '../../lib/images.ts';
import { makeVariants } from './variants.ts';

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).jpeg({ quality: 90 }).toBuffer();

async function sizeOf(bytes: Buffer) {
  const m = await sharp(bytes).metadata();
  return { width: m.width, height: m.height, format: m.format };
}

describe('makeVariants', () => {
  it('keeps a 12 MP photo at 1600 px on the long side and makes every ladder width in WebP, squares in WebP and JPEG', { timeout: 30_000 }, async () => {
    const set = await makeVariants(await photo(4000, 3000), { crops: true });
    expect([set.width, set.height]).toEqual([1600, 1200]);
    const bySuffix = new Map(set.variants.map((v) => [v.suffix, v]));
    expect([...bySuffix.keys()].sort()).toEqual(
      [
        '.1600x1200.jpg',
        '.1600x1200.webp',
        ...[48, 96, 160, 320, 480, 800, 1200].map((w) => `.1600x1200.w${w}.webp`),
        ...[48, 96, 192].flatMap((s) => [`.1600x1200.c${s}.webp`, `.1600x1200.c${s}.jpg`]),
      ].sort(),
    );
    expect(await sizeOf(bySuffix.get('.1600x1200.jpg')!.bytes)).toEqual({ width: 1600, height: 1200, format: 'jpeg' });
    expect(await sizeOf(bySuffix.get('.1600x1200.w320.webp')!.bytes)).toEqual({ width: 320, height: 240, format: 'webp' });
    expect(await sizeOf(bySuffix.get('.1600x1200.c96.jpg')!.bytes)).toEqual({ width: 96, height: 96, format: 'jpeg' });
    for (const v of set.variants) expect(Math.max(...Object.values(await sizeOf(v.bytes)).filter((n) => typeof n === 'number'))).toBeLessThanOrEqual(1600);
    // The avatar a header shows at 24 px (48 px on a dense screen) is a few kilobytes even from pure noise.
    expect(bySuffix.get('.1600x1200.c96.webp')!.bytes.length).toBeLessThan(10_000);
  });

  it('turns a photo upright by its EXIF orientation and drops the EXIF', async () => {
    // Stored 300 wide and 200 high, orientation 6: the camera was turned, the photo is 200 wide and 300 high.
    const turned = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#336699' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Model: 'Secret Phone' } })
      .toBuffer();
    const set = await makeVariants(turned, { crops: true });
    expect([set.width, set.height]).toEqual([200, 300]);
    for (const v of set.variants) {
      expect((await sharp(v.bytes).metadata()).exif, v.suffix).toBeUndefined();
      expect(v.bytes.includes(Buffer.from('Secret Phone'))).toBe(false);
    }
    expect(await sizeOf(set.variants.find((v) => v.suffix === '.200x300.w160.webp')!.bytes)).toEqual({ width: 160, height: 240, format: 'webp' });
  });

  it('does not enlarge a small picture and makes the 1200 × 630 link preview of a goods picture', async () => {
    const set = await makeVariants(await photo(800, 800), { social: true });
    expect([set.width, set.height]).toEqual([800, 800]);
    expect(set.variants.map((v) => v.suffix)).not.toContain('.800x800.w1200.webp');
    expect(set.variants.some((v) => v.suffix.includes('.c'))).toBe(false);
    const og = set.variants.find((v) => v.suffix === '.800x800.og.jpg')!;
    expect(await sizeOf(og.bytes)).toEqual({ width: 1200, height: 630, format: 'jpeg' });
  });

  it('flattens a transparent PNG onto white rather than black', async () => {
    const clear = await sharp({ create: { width: 10, height: 10, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    const set = await makeVariants(clear);
    const { data } = await sharp(set.variants.find((v) => v.suffix === '.10x10.jpg')!.bytes).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(240);
  });
});

describe('pictureSources', () => {
  it('names every variant from the URL alone, in the order a srcset wants', () => {
    const url = '/uploads/2026/11/abc.1600x1200.jpg';
    expect(sizedPicture(url)).toEqual({ stem: '/uploads/2026/11/abc.1600x1200', width: 1600, height: 1200 });
    const card = pictureSources(url, { sizes: '240px' });
    expect(card).toMatchObject({ src: url, width: 1600, height: 1200, sizes: '240px' });
    expect(card.webp).toMatch(/^\/uploads\/2026\/11\/abc\.1600x1200\.w48\.webp 48w, .* \/uploads\/2026\/11\/abc\.1600x1200\.webp 1600w$/);
    const avatar = pictureSources(url, { sizes: '24px', square: true });
    expect(avatar).toMatchObject({ src: '/uploads/2026/11/abc.1600x1200.c192.jpg', width: 192, height: 192 });
    expect(avatar.webp).toBe('/uploads/2026/11/abc.1600x1200.c48.webp 48w, /uploads/2026/11/abc.1600x1200.c96.webp 96w, /uploads/2026/11/abc.1600x1200.c192.webp 192w');
  });

  it('shows a picture stored before variants as it is', () => {
    expect(pictureSources('/uploads/2026/05/old.png', { sizes: '24px', square: true })).toEqual({ src: '/uploads/2026/05/old.png' });
    expect(socialImageUrl('/media/goods/abc.webp')).toBe('/media/goods/abc.webp');
    expect(socialImageUrl('/media/goods/abc.800x800.jpg')).toBe('/media/goods/abc.800x800.og.jpg');
  });
});
