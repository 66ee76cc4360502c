import { describe, expect, it } from 'vitest';
import { keywordMix } from './keywords.ts';
import { rotation } from './scale.ts';
import { commonWords, lastPageOf, NO_HIT_WORDS, PHRASES, scaleShapes } from './scale-shapes.ts';

describe('scale shapes', () => {
  it('finds the last page from the total and page size, or from a depth cap the answer names', () => {
    expect(lastPageOf({ list: [], total: 64, page: 1, pageSize: 20 })).toBe(4);
    expect(lastPageOf({ total: 100_000, pageSize: 20 })).toBe(5000);
    expect(lastPageOf({ total: 100_000, pageSize: 20, maxPage: 100 })).toBe(100);
    expect(lastPageOf({ total: 30, pageSize: 20, maxPage: 100 })).toBe(2);
    expect(lastPageOf({ total: 0, pageSize: 20 })).toBe(1);
  });

  it('searches with words the synthetic names really hold, two-word phrases among them', () => {
    expect(PHRASES).toEqual(expect.arrayContaining(['sea salt', 'rose gold', 'classic edition']));
    expect(PHRASES.every((p) => p.split(' ').length === 2)).toBe(true);
    expect(NO_HIT_WORDS.some((w) => PHRASES.join(' ').includes(w))).toBe(false);
  });

  it('counts each word once per goods name and leaves out short and filler words', () => {
    const names = ['Silk Massage Oil and Candle', 'Massage Candle, Rose', 'Oil of Massage massage', 'Silk Robe for Two'];
    expect(commonWords(names, 3)).toEqual(['massage', 'candle', 'oil']);
  });

  it('takes words and ids in turn, and reads the last page when a request is made', () => {
    let last = 1;
    const picks = { category: { id: 7, goods: 10 }, brand: { id: 3, goods: 9 }, itemNumbers: ['om0101', 'om0102'], commonWords: ['oil'] };
    const shapes = new Map(scaleShapes(picks, { goods: 3, onShelfIds: [11, 12, 13] }, () => last).map((s) => [s.name, s.path]));
    expect(shapes.get('keyword rare')!(1)).toBe('/api/goods/list?keyword=om0102');
    expect(shapes.get('keyword 2 words')!(0)).toBe(`/api/goods/list?keyword=${encodeURIComponent(PHRASES[0]!)}`);
    expect(shapes.get('keyword + price')!(3)).toBe('/api/goods/list?keyword=oil&sort=price&order=asc');
    expect(shapes.get('price range, price order')!(0)).toBe('/api/goods/list?minPrice=50&maxPrice=100&sort=price');
    expect(shapes.get('category')!(0)).toBe('/api/goods/list?categoryId=7');
    const typed = [0, 1, 2].map((i) => decodeURIComponent(shapes.get('suggest')!(i).replace('/api/goods/suggest?keyword=', '')));
    expect(typed.map((t) => [...t].length)).toEqual([1, 2, expect.any(Number)]);
    expect([...typed[2]!].length).toBeGreaterThanOrEqual(3);
    last = 42;
    expect(shapes.get('last page')!(0)).toBe('/api/goods/list?page=42');
    expect(new Set([0, 1, 2, 3, 4, 5].map((i) => shapes.get('detail')!(i))).size).toBe(3);
  });

  it('asks each word of a shape that takes turns over words once, and no shape of one path or spread over many ids', () => {
    const ids = Array.from({ length: 2_000 }, (_, i) => i + 1);
    const picks = { category: { id: 7, goods: 10 }, brand: { id: 3, goods: 9 }, itemNumbers: ['om0101', 'om0102'], commonWords: ['oil', 'silk'] };
    const shapes = new Map(scaleShapes(picks, { goods: ids.length, onShelfIds: ids }, () => 1).map((s) => [s.name, s]));
    const cjk = rotation(shapes.get('keyword CJK 1 char')!)!;
    expect(cjk.map((p) => decodeURIComponent(p.split('keyword=')[1]!)).sort()).toEqual([...keywordMix().one].sort());
    expect(cjk[0]).toBe(shapes.get('keyword CJK 1 char')!.path(0));
    expect(rotation(shapes.get('keyword common')!)).toEqual(['/api/goods/list?keyword=oil', '/api/goods/list?keyword=silk']);
    expect(rotation(shapes.get('list default')!)).toBeUndefined();
    expect(rotation(shapes.get('detail')!)).toBeUndefined();
  });
});
