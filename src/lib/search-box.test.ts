import { describe, expect, it } from 'vitest';
import { searchBoxKeyword } from './search-box.ts';

const at = (path: string) => new URL(path, 'http://shop.test');

describe('searchBoxKeyword', () => {
  it('shows the keyword a goods list was searched for, in every language', () => {
    expect(searchBoxKeyword(at('/goods/list?keyword=lotion'))).toBe('lotion');
    expect(searchBoxKeyword(at('/en/goods/list/?keyword=%20oil%20&brandId=3'))).toBe('oil');
    expect(searchBoxKeyword(at('/zh-tw/goods/list?keyword=按摩'))).toBe('按摩');
    expect(searchBoxKeyword(at('/ar/goods/list?keyword=زيت'))).toBe('زيت');
  });

  it('is empty on a list that was not searched and on every other page', () => {
    expect(searchBoxKeyword(at('/en/goods/list?categoryId=2'))).toBe('');
    expect(searchBoxKeyword(at('/en/goods/details?id=31&keyword=oil'))).toBe('');
    expect(searchBoxKeyword(at('/'))).toBe('');
    expect(searchBoxKeyword(at('/ar/helperCenter/newbie'))).toBe('');
  });
});
