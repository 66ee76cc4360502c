import { describe, expect, it } from 'vitest';
import { goodsImageSvg, paletteFor } from '../catalogue/art.ts';
import { CATEGORY_FILES } from '../catalogue/categories/index.ts';
import { shapeOf } from '../catalogue/drafts.ts';
import { silhouette } from '../catalogue/shapes.ts';
import type { Shape } from '../catalogue/types.ts';
import { photoJob } from './demo-reviews.ts';
import { SCENE_KINDS, reviewPhotoSvg, sceneOf, scenesFor } from './photo-scenes.ts';

const goods = CATEGORY_FILES.flatMap((file) => file.goods.map((g) => ({ data: g, key: g.key, shape: shapeOf(g, file) })));
const size = (svg: string) => /^<svg [^>]*width="(\d+)" height="(\d+)"/.exec(svg)?.slice(1).map(Number);

/** Photos of one goods compared with each other (a goods with many reviews takes a few). */
const PHOTOS_PER_GOODS = 4;

describe('demo review photos', () => {
  it('are the same every time for the same goods and photo', () => {
    expect(reviewPhotoSvg('lavender-calm-oil', 'bottle', 0)).toBe(reviewPhotoSvg('lavender-calm-oil', 'bottle', 0));
  });

  it('take each photo of a goods in another scene, and differ from its other photos', () => {
    for (const g of goods) {
      const photos = Array.from({ length: PHOTOS_PER_GOODS }, (_, n) => reviewPhotoSvg(g.key, g.shape, n));
      expect(new Set(photos).size, g.key).toBe(PHOTOS_PER_GOODS);
      for (let n = 1; n < PHOTOS_PER_GOODS; n++) expect(sceneOf(g.key, g.shape, n), g.key).not.toBe(sceneOf(g.key, g.shape, n - 1));
    }
  });

  it('use every scene across the catalogue, and vary the scene between goods', () => {
    const first = goods.map((g) => sceneOf(g.key, g.shape, 0));
    expect(new Set(goods.flatMap((g) => [0, 1].map((n) => sceneOf(g.key, g.shape, n))))).toEqual(new Set(SCENE_KINDS));
    for (const kind of SCENE_KINDS) expect(first.filter((k) => k === kind).length, kind).toBeLessThan(goods.length / 2);
  });

  it('never hold big goods in one hand or stand them on a bathroom shelf', () => {
    for (const shape of ['pillow', 'garment', 'case'] as Shape[]) expect(scenesFor(shape)).not.toContain('hand');
    expect(scenesFor('bottle')).toEqual([...SCENE_KINDS]);
  });

  it('show the goods’ own silhouette in their colours, with no words, and are not the catalogue picture', () => {
    for (const g of goods.slice(0, 20)) {
      const svg = reviewPhotoSvg(g.key, g.shape, 1);
      expect(svg).toContain(silhouette(g.shape, 'url(#goods)', paletteFor(g.key).accent));
      expect(svg).not.toMatch(/<text\b|<tspan\b/);
      for (let i = 0; i < 8; i++) expect(svg).not.toBe(goodsImageSvg(g.key, g.shape, i));
      expect(svg).not.toContain('url(#bg)');
    }
  });

  it('are the size of a phone upload the shop has shrunk: 450 × 600, or 600 × 450 when taken across', () => {
    const sizes = new Set(goods.flatMap((g) => [0, 1].map((n) => size(reviewPhotoSvg(g.key, g.shape, n))?.join('x'))));
    expect(sizes).toEqual(new Set(['450x600', '600x450']));
  });

  it('are what the seed stores as review photos', () => {
    const [g] = goods;
    const job = photoJob(g!.data, g!.shape, 1);
    expect(job).toEqual({ folder: 'reviews', svg: reviewPhotoSvg(g!.key, g!.shape, 1) });
    expect(job.svg).not.toContain('url(#bg)');
  });
});
