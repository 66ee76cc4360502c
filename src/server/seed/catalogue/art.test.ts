import { describe, expect, it } from 'vitest';
import { bannerSvg, brandLogoSvg, categoryIconSvg, goodsImageSvg, paletteFor } from './art.ts';
import { mediaUrl } from './media.ts';
import { silhouette } from './shapes.ts';
import type { Shape } from './types.ts';

const SHAPES: Shape[] = ['bottle', 'pump', 'tube', 'jar', 'candle', 'box', 'heart', 'wave', 'ribbon', 'garment', 'cards', 'dice', 'mask', 'wand', 'pebble', 'sphere', 'pouch', 'packet', 'roller', 'case', 'pillow', 'collar'];

describe('generated pictures', () => {
  it('draws every silhouette', () => {
    for (const shape of SHAPES) expect(silhouette(shape, '#fff', '#000'), shape).toMatch(/^<(path|rect|circle|ellipse|g)\b/);
  });

  it('is deterministic per goods and picture, and different across both', () => {
    const a = goodsImageSvg('lavender', 'bottle', 0);
    expect(goodsImageSvg('lavender', 'bottle', 0)).toBe(a);
    expect(goodsImageSvg('lavender', 'bottle', 1)).not.toBe(a);
    expect(goodsImageSvg('rose', 'bottle', 0)).not.toBe(a);
    expect(a).toMatch(/^<svg [^>]*width="800" height="800"/);
    expect(a.endsWith('</svg>')).toBe(true);
  });

  it('keeps the palette around the theme purple', () => {
    for (const key of ['a', 'b', 'c', 'd']) {
      const { base } = paletteFor(key);
      expect(base).toMatch(/^#[0-9a-f]{6}$/);
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(base.slice(i, i + 2), 16)) as [number, number, number];
      expect(b).toBeGreaterThan(g);
      expect(r).toBeGreaterThan(g);
    }
  });

  it('sizes logos, icons and banners', () => {
    expect(brandLogoSvg('leaf', ['#000000', '#ffffff'])).toContain('width="240" height="240"');
    expect(categoryIconSvg('bath', 'sphere')).toContain('width="160" height="160"');
    expect(bannerSvg('x', ['box', 'heart'])).toContain('width="1200" height="360"');
  });

  it('names media files by a hash of their source', () => {
    const svg = '<svg width="800" height="800"/>';
    const url = mediaUrl({ folder: 'goods', svg });
    expect(url).toMatch(/^\/media\/goods\/[0-9a-f]{16}\.800x800\.jpg$/);
    expect(mediaUrl({ folder: 'goods', svg })).toBe(url);
    expect(mediaUrl({ folder: 'goods', svg: '<svg  width="800" height="800"/>' })).not.toBe(url);
    expect(mediaUrl({ folder: 'brands', svg })).toMatch(/^\/media\/brands\/[0-9a-f]{16}\.webp$/);
  });
});
