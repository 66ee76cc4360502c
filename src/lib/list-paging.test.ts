import { describe, expect, it } from 'vitest';
import { LIST_COUNT_CAP, MAX_LIST_PAGES } from './limits.ts';
import { listPaging } from './list-paging.ts';

describe('listPaging', () => {
  it('shows a count up to the cap as it is, with its last page', () => {
    expect(listPaging(0, 20)).toEqual({ total: 0, totalCapped: false, lastPage: 1 });
    expect(listPaging(41, 20)).toEqual({ total: 41, totalCapped: false, lastPage: 3 });
    expect(listPaging(LIST_COUNT_CAP, 60)).toEqual({ total: LIST_COUNT_CAP, totalCapped: false, lastPage: MAX_LIST_PAGES });
  });

  it('caps a larger count and never pages past the deepest page', () => {
    expect(listPaging(LIST_COUNT_CAP + 1, 20)).toEqual({ total: LIST_COUNT_CAP, totalCapped: true, lastPage: MAX_LIST_PAGES });
    expect(listPaging(1_999, 20)).toEqual({ total: 1_999, totalCapped: false, lastPage: 100 });
    expect(listPaging(2_001, 20).lastPage).toBe(MAX_LIST_PAGES);
    expect(listPaging(500, 1).lastPage).toBe(MAX_LIST_PAGES);
  });
});
