import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_VIDEOS } from '../../src/server/seed/video/data.ts';
import { demoScene, posterSvg, POSTER_AT, sceneSvg } from './video-scene.ts';

const ASSETS = new URL('../../assets/demo-videos/', import.meta.url);
const STALE = 'assets/demo-videos/ posters no longer match the scene: run `npx node scripts/make-demo-videos.ts --posters`';

/** Mean difference per channel (0–255) between two pictures of one size. */
async function difference(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all([a, b].map((picture) => sharp(picture).removeAlpha().raw().toBuffer()));
  expect(x!.length).toBe(y!.length);
  let sum = 0;
  for (let i = 0; i < x!.length; i += 1) sum += Math.abs(x![i]! - y![i]!);
  return sum / x!.length;
}

describe('demo video posters', () => {
  const video = DEMO_VIDEOS[0]!;

  it('the captioned scene writes the goods names, so the wordless option has words to leave out', () => {
    const captioned = sceneSvg(demoScene(video), POSTER_AT);
    expect(captioned).toContain('<text');
    expect(captioned).toContain(demoScene(video).caption.zh);
  });

  it.each(DEMO_VIDEOS.map((v) => [v.key, v] as const))('%s: the poster draws the goods and no text', (_key, v) => {
    const svg = posterSvg(v);
    expect(svg).not.toMatch(/<text\b/);
    expect(svg).not.toContain(demoScene(v).caption.zh);
    expect(svg).not.toContain(demoScene(v).caption.en);
    // The goods stand in the middle of the frame.
    expect(svg).toMatch(/transform="translate\(640\.0 /);
  });

  it.each(DEMO_VIDEOS.map((v) => [v.key, v] as const))('%s: the committed poster is the wordless scene', async (_key, v) => {
    const committed = readFileSync(new URL(`${v.key}.webp`, ASSETS));
    const drawn = await sharp(Buffer.from(posterSvg(v))).webp({ quality: 80 }).toBuffer();
    expect(await difference(committed, drawn), STALE).toBeLessThan(2);
  });
});
