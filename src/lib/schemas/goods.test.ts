import { describe, expect, it } from 'vitest';
import { goodsListQuery, MAX_PAGE_SIZE } from './goods.ts';

describe('goodsListQuery', () => {
  it('falls back instead of failing on bad parameters', () => {
    expect(goodsListQuery.parse({ page: '0', pageSize: '100000', sort: 'random' })).toMatchObject({ page: 1, pageSize: MAX_PAGE_SIZE, sort: 'default' });
    expect(goodsListQuery.parse({ page: 'abc', categoryId: 'x' })).toMatchObject({ page: 1, categoryId: undefined });
    expect(goodsListQuery.parse({})).toMatchObject({ page: 1, pageSize: 20, sort: 'default' });
  });

  it('keeps good values', () => {
    expect(goodsListQuery.parse({ keyword: ' 睡衣 ', categoryId: '3', sort: 'price', order: 'desc', page: '2' })).toMatchObject({
      keyword: '睡衣',
      categoryId: 3,
      sort: 'price',
      order: 'desc',
      page: 2,
    });
  });
});
