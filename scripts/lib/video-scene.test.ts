import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_VIDEOS } from '../../src/server/seed/video/data.ts';
import { demoScene, posterSvg, STILL_KINDS, stillSvg } from './video-scene.ts';

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

describe('demo video stills', () => {
  it.each(DEMO_VIDEOS.map((v) => [v.key, v] as const))('%s: every still is wordless, and each differs from the others', (_key, v) => {
    const scene = demoScene(v);
    const stills = STILL_KINDS.map((kind) => stillSvg(scene, kind));
    for (const svg of stills) expect(svg).not.toMatch(/<text\b/);
    expect(new Set(stills).size).toBe(STILL_KINDS.length);
  });

  it('shows the goods beside the video\'s other goods, else beside its neighbours in the catalogue', () => {
    const paired = DEMO_VIDEOS.find((v) => v.goods.length > 1)!;
    expect(demoScene(paired).companions.map((c) => c.key)).toContain(paired.goods.find((k) => k !== paired.art));
    for (const v of DEMO_VIDEOS) {
      const { key, companions } = demoScene(v);
      expect(companions).toHaveLength(2);
      expect(companions.map((c) => c.key)).not.toContain(key);
    }
  });

  it.each(DEMO_VIDEOS.map((v) => [v.key, v] as const))('%s: the committed poster is the wordless close-up', async (_key, v) => {
    const committed = readFileSync(new URL(`${v.key}.webp`, ASSETS));
    const drawn = await sharp(Buffer.from(posterSvg(v))).webp({ quality: 80 }).toBuffer();
    expect(await difference(committed, drawn), STALE).toBeLessThan(2);
  }, 20_000);
});
