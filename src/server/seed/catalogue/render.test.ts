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

  it('writes each picture once as an 800×800 WebP under its hashed name', async () => {
    expect(await renderMedia(dir, [...jobs, jobs[0]!])).toEqual({ written: 2, present: 0 });
    for (const job of jobs) {
      const file = mediaPath(dir, mediaUrl(job));
      const bytes = readFileSync(file);
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 800, height: 800 });
    }
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
