import { localizePath, type Locale } from '../../../lib/i18n/locales.ts';
import type { GoodsListQuery, GoodsSort } from '../../../lib/schemas/goods.ts';
import type { CategoryNode } from '../../../lib/schemas/home.ts';

const DEFAULT_PAGE_SIZE = 20;

/**
 * The goods list URL for the shown query with some parts changed. Defaults are left out so each
 * listing has one address (and one cache entry); changing anything but the page starts at page 1.
 */
export function listHref(locale: Locale, query: GoodsListQuery, change: Partial<GoodsListQuery> = {}): string {
  const next: GoodsListQuery = { ...query, page: 1, ...change };
  const params = new URLSearchParams();
  if (next.keyword) params.set('keyword', next.keyword);
  if (next.categoryId) params.set('categoryId', String(next.categoryId));
  if (next.brandId) params.set('brandId', String(next.brandId));
  if (next.minPrice !== undefined) params.set('minPrice', String(next.minPrice));
  if (next.maxPrice !== undefined) params.set('maxPrice', String(next.maxPrice));
  if (next.sort !== 'default') params.set('sort', next.sort);
  if (next.sort !== 'default' && next.order) params.set('order', next.order);
  if (next.page > 1) params.set('page', String(next.page));
  if (next.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(next.pageSize));
  const search = params.toString();
  return localizePath(search ? `/goods/list?${search}` : '/goods/list', locale);
}

/** The price direction on show, when the list is sorted by price (ascending unless asked otherwise). */
export function priceDirection(query: GoodsListQuery): 'asc' | 'desc' | undefined {
  return query.sort === 'price' ? (query.order ?? 'asc') : undefined;
}

/** A sort link; the price link flips the direction when price is already the sort. */
export function sortHref(locale: Locale, query: GoodsListQuery, sort: GoodsSort): string {
  if (sort !== 'price') return listHref(locale, query, { sort, order: undefined });
  return listHref(locale, query, {
    sort,
    order: priceDirection(query) === 'asc' ? 'desc' : 'asc',
  });
}

/** Page numbers to offer: the first, the last and two either side of the current one; null marks a gap. */
export function pageItems(current: number, last: number, around = 2): (number | null)[] {
  const shown = new Set([1, last]);
  for (let p = Math.max(1, current - around); p <= Math.min(last, current + around); p += 1) shown.add(p);
  const sorted = [...shown].filter((p) => p >= 1 && p <= last).sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - (sorted[i - 1] ?? p) > 1 ? [null, p] : [p]));
}

/** The chosen category and the top-level category above it (the same node for a top-level one). */
export function categoryContext(tree: CategoryNode[], id: number | undefined): { top?: CategoryNode; current?: CategoryNode } {
  if (id === undefined) return {};
  for (const top of tree) {
    const path = findPath(top, id);
    if (path) return { top, current: path.at(-1) };
  }
  return {};
}

function findPath(node: CategoryNode, id: number): CategoryNode[] | undefined {
  if (node.id === id) return [node];
  for (const child of node.children) {
    const below = findPath(child, id);
    if (below) return [node, ...below];
  }
  return undefined;
}
