import { z } from 'zod';
import { KEYWORD_MAX } from '../limits.ts';

export const GOODS_SORTS = ['default', 'sales', 'price', 'latest'] as const;
export type GoodsSort = (typeof GOODS_SORTS)[number];
export const MAX_PAGE_SIZE = 60;

const optionalId = z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().positive().optional());

/** Query of goods/list. Lenient on purpose: a bad page, size or sort falls back instead of failing the page. */
export const goodsListQuery = z.object({
  keyword: z.string().trim().max(KEYWORD_MAX).optional().catch(undefined),
  categoryId: optionalId.catch(undefined),
  brandId: optionalId.catch(undefined),
  sort: z.enum(GOODS_SORTS).catch('default').default('default'),
  order: z.enum(['asc', 'desc']).optional().catch(undefined),
  page: z.coerce.number().int().catch(1).default(1).transform((n) => Math.max(1, n)),
  pageSize: z.coerce.number().int().catch(20).default(20).transform((n) => Math.min(MAX_PAGE_SIZE, Math.max(1, n))),
});
export type GoodsListQuery = z.infer<typeof goodsListQuery>;

export const goodsIdQuery = z.object({ id: z.coerce.number('error.notFound').int('error.notFound').positive('error.notFound') });

export const REVIEW_FILTERS = ['all', 'withPictures', 'positive'] as const;
export const evaluateListQuery = z.object({
  goodsId: z.coerce.number('error.notFound').int('error.notFound').positive('error.notFound'),
  filter: z.enum(REVIEW_FILTERS).catch('all').default('all'),
  page: z.coerce.number().int().catch(1).default(1).transform((n) => Math.max(1, n)),
  pageSize: z.coerce.number().int().catch(10).default(10).transform((n) => Math.min(50, Math.max(1, n))),
});

/** A goods as lists show it. Prices in fen. */
export interface GoodsCard {
  id: number;
  name: string;
  image: string;
  price: number;
  marketPrice: number;
  salePrice: number | null;
  memberPrice: number | null;
  /** What a member pays: the lowest applicable price. */
  memberPays: number;
  sales: number;
  freeShipping: boolean;
  selfOperated: boolean;
  brandName: string | null;
}

export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}
