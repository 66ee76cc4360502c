import { describe, expect, it } from 'vitest';
import { pageCount } from './usePagedList.ts';

describe('pageCount', () => {
  it('counts pages, with one page even when there is nothing', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});
