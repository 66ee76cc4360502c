import { describe, expect, it } from 'vitest';
import { goodsListQuery } from '../../../lib/schemas/goods.ts';
import type { CategoryNode } from '../../../lib/schemas/home.ts';
import { categoryContext, listHref, pageItems, priceDirection, sortHref } from './list-url.ts';

const query = (params: Record<string, string>) => goodsListQuery.parse(params);

describe('listHref', () => {
  it('leaves defaults out and keeps the filters', () => {
    expect(listHref('zh', query({}))).toBe('/goods/list');
    expect(listHref('en', query({ keyword: '按摩', categoryId: '3', page: '4' }))).toBe(
      '/en/goods/list?keyword=%E6%8C%89%E6%91%A9&categoryId=3',
    );
    expect(listHref('zh', query({ brandId: '2', sort: 'sales' }), { page: 3 })).toBe('/goods/list?brandId=2&sort=sales&page=3');
  });

  it('clears a filter given as undefined and starts again at page 1', () => {
    expect(
      listHref('ar', query({ keyword: 'oil', brandId: '2', page: '2' }), {
        brandId: undefined,
      }),
    ).toBe('/ar/goods/list?keyword=oil');
  });

  it('keeps a price range in yuan, and drops bounds that are not amounts', () => {
    expect(listHref('en', query({ brandId: '2', minPrice: '50', maxPrice: '99.9' }), { sort: 'price' })).toBe('/en/goods/list?brandId=2&minPrice=50&maxPrice=99.9&sort=price');
    expect(listHref('zh', query({ minPrice: '-1', maxPrice: 'x' }))).toBe('/goods/list');
    expect(listHref('zh', query({ minPrice: '10' }), { minPrice: undefined })).toBe('/goods/list');
  });

  it('keeps a non-default page size', () => {
    expect(listHref('zh', query({ pageSize: '40' }), { page: 2 })).toBe('/goods/list?page=2&pageSize=40');
  });
});

describe('sorting links', () => {
  it('flips the price direction only when price is the sort', () => {
    expect(sortHref('zh', query({}), 'price')).toBe('/goods/list?sort=price&order=asc');
    expect(sortHref('zh', query({ sort: 'price' }), 'price')).toBe('/goods/list?sort=price&order=desc');
    expect(sortHref('zh', query({ sort: 'price', order: 'desc' }), 'price')).toBe('/goods/list?sort=price&order=asc');
    expect(sortHref('zh', query({ sort: 'price', order: 'desc', page: '3' }), 'sales')).toBe('/goods/list?sort=sales');
  });

  it('reports the price direction on show', () => {
    expect(priceDirection(query({ sort: 'price' }))).toBe('asc');
    expect(priceDirection(query({ sort: 'price', order: 'desc' }))).toBe('desc');
    expect(priceDirection(query({ sort: 'sales', order: 'asc' }))).toBeUndefined();
  });
});

describe('pageItems', () => {
  it('shows every page of a short list', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('marks gaps around the current page', () => {
    expect(pageItems(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
    expect(pageItems(1, 20)).toEqual([1, 2, 3, null, 20]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 6, null, 20]);
  });
});

describe('categoryContext', () => {
  const node = (id: number, children: CategoryNode[] = []): CategoryNode => ({
    id,
    parentId: null,
    name: `c${id}`,
    icon: null,
    children,
  });
  const tree = [node(1, [node(11), node(12)]), node(2)];

  it('finds a child with its top-level category', () => {
    expect(categoryContext(tree, 12)).toMatchObject({
      top: { id: 1 },
      current: { id: 12 },
    });
    expect(categoryContext(tree, 2)).toMatchObject({
      top: { id: 2 },
      current: { id: 2 },
    });
  });

  it('gives nothing for no or an unknown category', () => {
    expect(categoryContext(tree, undefined)).toEqual({});
    expect(categoryContext(tree, 99)).toEqual({});
  });
});
