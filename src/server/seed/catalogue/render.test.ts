import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { goodsImageSvg } from './art.ts';
import { mediaUrl } from './media.ts';
import { mediaPath, renderMedia } from './render.ts';

const dir = mkdtempSync(join(tmpdir(), 'om-render-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('renderMedia', () => {
  const jobs = [0, 1].map((i) => ({ folder: 'goods' as const, svg: goodsImageSvg('render-test', 'heart', i) }));

  it('writes each goods picture once with its sizes under its hashed name, the full JPEG last', async () => {
    expect(await renderMedia(dir, [...jobs, jobs[0]!])).toEqual({ written: 2, present: 0 });
    for (const job of jobs) {
      const url = mediaUrl(job);
      expect(url).toMatch(/^\/media\/goods\/[0-9a-f]{16}\.800x800\.jpg$/);
      expect(await sharp(readFileSync(mediaPath(dir, url))).metadata()).toMatchObject({ format: 'jpeg', width: 800, height: 800 });
      const card = readFileSync(mediaPath(dir, url.replace('.jpg', '.w320.webp')));
      expect(card.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect(await sharp(card).metadata()).toMatchObject({ format: 'webp', width: 320, height: 320 });
      expect(statSync(mediaPath(dir, url)).mtimeMs).toBeGreaterThanOrEqual(statSync(mediaPath(dir, url.replace('.jpg', '.og.jpg'))).mtimeMs);
    }
  });

  it('writes the other pictures as one WebP at the SVG size', async () => {
    const logo = { folder: 'brands' as const, svg: '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240"><circle cx="120" cy="120" r="100" fill="#af57ff"/></svg>' };
    await renderMedia(dir, [logo]);
    expect(mediaUrl(logo)).toMatch(/^\/media\/brands\/[0-9a-f]{16}\.webp$/);
    expect(await sharp(readFileSync(mediaPath(dir, mediaUrl(logo)))).metadata()).toMatchObject({ format: 'webp', width: 240, height: 240 });
  });

  it('leaves pictures already on disk untouched', async () => {
    const file = mediaPath(dir, mediaUrl(jobs[0]!));
    const before = statSync(file).mtimeMs;
    expect(await renderMedia(dir, jobs)).toEqual({ written: 0, present: 2 });
    expect(statSync(file).mtimeMs).toBe(before);
  });

  it('refuses to write without a media directory', async () => {
    await expect(renderMedia('', jobs)).rejects.toThrow('media directory');
  });
});
