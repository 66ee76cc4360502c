import type { REVIEW_FILTERS } from '../../lib/schemas/goods.ts';

export type ReviewFilter = (typeof REVIEW_FILTERS)[number];
export type ReviewCounts = Record<ReviewFilter, number>;

/** One review as goods/evaluateList returns it. */
export interface Review {
  id: number;
  nickname: string;
  avatar: string | null;
  score: number;
  content: string;
  images: string[];
  skuLabel: string | null;
  createdAt: string;
  followUp: { content: string; images: string[]; createdAt: string | null } | null;
}

export interface ReviewPage {
  list: Review[];
  total: number;
  counts: ReviewCounts;
  page: number;
  pageSize: number;
}

/** Five stars, filled up to the score (scores outside 1–5 are held to the scale). */
export function stars(score: number): { filled: number; empty: number } {
  const filled = Math.min(5, Math.max(0, Math.round(score)));
  return { filled, empty: 5 - filled };
}
