import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { probeMp4File } from '../../video/mp4.ts';
import { DEMO_VIDEOS } from './data.ts';

const DIR = new URL('../../../../assets/demo-videos/', import.meta.url).pathname;

describe('the committed demo videos', () => {
  it.each(DEMO_VIDEOS.map((v) => [v.key, v] as const))('%s: lasts 30 s to 3 min, as data.ts says, at both heights', async (key, v) => {
    const [hi, lo] = await Promise.all([720, 360].map((h) => probeMp4File(join(DIR, `${key}-${h}.mp4`))));
    expect(hi!.durationMs).toBeGreaterThanOrEqual(30_000);
    expect(hi!.durationMs).toBeLessThanOrEqual(180_000);
    expect(Math.abs(hi!.durationMs - v.seconds * 1000)).toBeLessThan(200);
    expect(Math.abs(hi!.durationMs - lo!.durationMs)).toBeLessThan(200);
    expect([hi!.width, hi!.height, lo!.width, lo!.height]).toEqual([1280, 720, 640, 360]);
    expect(hi!.faststart && lo!.faststart).toBe(true);
  });

  it('no two last the same, and together they stay small enough for the repository', async () => {
    expect(new Set(DEMO_VIDEOS.map((v) => v.seconds)).size).toBe(DEMO_VIDEOS.length);
    const files = await Promise.all(DEMO_VIDEOS.flatMap((v) => [720, 360].map((h) => probeMp4File(join(DIR, `${v.key}-${h}.mp4`)))));
    expect(files.reduce((sum, f) => sum + f.bytes, 0)).toBeLessThan(25 * 1024 * 1024);
  });
});
