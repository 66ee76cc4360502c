import { describe, expect, it } from 'vitest';
import { splitPage } from './language-split.ts';

describe('splitPage', () => {
  it('a page inside the reader-language run reads only that run', () => {
    expect(splitPage(25, 1, 10)).toEqual({ mine: { offset: 0, limit: 10 }, rest: null });
    expect(splitPage(25, 2, 10)).toEqual({ mine: { offset: 10, limit: 10 }, rest: null });
  });

  it('the page across the split takes the run’s last ones, then the first of the rest', () => {
    expect(splitPage(25, 3, 10)).toEqual({ mine: { offset: 20, limit: 5 }, rest: { offset: 0, limit: 5 } });
  });

  it('pages after the split continue the rest where the split page stopped', () => {
    expect(splitPage(25, 4, 10)).toEqual({ mine: null, rest: { offset: 5, limit: 10 } });
    expect(splitPage(25, 5, 10)).toEqual({ mine: null, rest: { offset: 15, limit: 10 } });
  });

  it('a run that ends exactly at a page boundary leaves the next page wholly to the rest', () => {
    expect(splitPage(20, 2, 10)).toEqual({ mine: { offset: 10, limit: 10 }, rest: null });
    expect(splitPage(20, 3, 10)).toEqual({ mine: null, rest: { offset: 0, limit: 10 } });
  });

  it('no review in the reader’s language: the rest is paged as before', () => {
    expect(splitPage(0, 1, 10)).toEqual({ mine: null, rest: { offset: 0, limit: 10 } });
    expect(splitPage(0, 3, 10)).toEqual({ mine: null, rest: { offset: 20, limit: 10 } });
  });

  it('every position of every page is covered once, in order', () => {
    for (const mineCount of [0, 1, 7, 10, 13]) {
      const seen: string[] = [];
      for (let page = 1; page <= 4; page++) {
        const { mine, rest } = splitPage(mineCount, page, 5);
        if (mine) for (let i = 0; i < mine.limit; i++) seen.push(`m${mine.offset + i}`);
        if (rest) for (let i = 0; i < rest.limit; i++) seen.push(`r${rest.offset + i}`);
      }
      const expected = Array.from({ length: 20 }, (_, i) => (i < mineCount ? `m${i}` : `r${i - mineCount}`));
      expect(seen).toEqual(expected);
    }
  });
});
