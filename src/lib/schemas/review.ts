import { z } from './zod.ts';
import type { Locale } from '../i18n/locales.ts';
import { REVIEW_CONTENT_MAX, REVIEW_FILTERS, REVIEW_MAX_IMAGES, type ReviewFilter, type TotalledFilter } from '../limits.ts';
import { flagField, idField, pageQuery, userText, wholeNumber } from './common.ts';
import { orderNoInput } from './order.ts';
import { UPLOAD_URL } from './upload.ts';

/**
 * Review payloads and answers, shared by the evaluate, follow-up and goods screens and the review routes.
 * Messages are message keys: forms show t(key), the server answers with the same translated words.
 */
export { POSITIVE_SCORE, REVIEW_CONTENT_MAX, REVIEW_FILTERS, REVIEW_MAX_IMAGES, REVIEW_SCORES, type ReviewFilter, type ReviewScore, type TotalledFilter } from '../limits.ts';
/** Days after receipt in which the goods can be reviewed; then the order completes by itself. */
export const REVIEW_WINDOW_DAYS = 15;
/** Items one evaluate request may carry: an order holds at most this many lines. */
const MAX_ITEMS = 100;

/** The counts a goods keeps as running totals (its page shows them before the reviews load). */
export type ReviewTotals = Record<TotalledFilter, number>;
/** The counts goods/evaluateList answers: the totals and the reviews in the reader's language. */
export type ReviewCounts = Record<ReviewFilter, number>;

export const REVIEW_STATUSES = ['visible', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

const positiveId = idField();

export const reviewScore = wholeNumber('review.score.required', 1, 5);

export const reviewContent = userText('review.content.required', z.string().trim().min(1, 'review.content.required').max(REVIEW_CONTENT_MAX, 'review.content.tooLong'));

export const followUpContent = userText('review.followUp.required', z.string().trim().min(1, 'review.followUp.required').max(REVIEW_CONTENT_MAX, 'review.content.tooLong'));

/** Uploaded pictures: an array, or a comma list as the feedback form sends it; each one of ours, at most six, no repeats. */
export const reviewImages = z
  .preprocess(
    (v) => (v === undefined || v === null || v === '' ? [] : typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : v),
    z.array(z.string('review.images.invalid').regex(UPLOAD_URL, 'review.images.invalid'), 'review.images.invalid').max(REVIEW_MAX_IMAGES, 'review.images.tooMany'),
  )
  .refine((list) => new Set(list).size === list.length, 'review.images.invalid');


export const reviewItemInput = z.object({
  orderItemId: positiveId,
  score: reviewScore,
  content: reviewContent,
  images: reviewImages,
  /** Signed with the nickname unless said otherwise. */
  anonymous: flagField().default(false),
});
export type ReviewItemInput = z.infer<typeof reviewItemInput>;

export const evaluateInput = orderNoInput.extend({
  items: z
    .array(reviewItemInput, 'review.items.required')
    .min(1, 'review.items.required')
    .max(MAX_ITEMS, 'error.invalidParam')
    .refine((items) => new Set(items.map((i) => i.orderItemId)).size === items.length, 'review.items.repeated'),
});
export type EvaluateInput = z.infer<typeof evaluateInput>;

export const followUpInput = z.object({
  orderItemId: positiveId,
  content: followUpContent,
  images: reviewImages,
});
export type FollowUpInput = z.infer<typeof followUpInput>;

export const evaluateListQuery = pageQuery(10, 50).extend({
  goodsId: idField('error.notFound'),
  filter: z.enum(REVIEW_FILTERS).catch('all').default('all'),
});
export type EvaluateListQuery = z.infer<typeof evaluateListQuery>;

/** A goods' rating as every screen shows it: average to one decimal, count, positive share in whole percent. */
export interface GoodsRating {
  average: number;
  count: number;
  positiveRate: number;
}

/** One review as goods/evaluateList answers it; the name is already masked when the reviewer chose so. */
export interface ReviewView {
  id: number;
  nickname: string;
  avatar: string | null;
  score: number;
  content: string;
  images: string[];
  /** The specification bought, in the reader's language. */
  spec: string | null;
  /** The language the review was written in (the page's), so the text is marked, labelled and set in its own direction. */
  lang: Locale | null;
  createdAt: string;
  followUp: { content: string; images: string[]; createdAt: string } | null;
  /** The shop's reply under the review (plain text). */
  reply: ShopReply | null;
}

/** The shop's reply under a review or a video comment, as goods/evaluateList and video/commentList carry it. */
export interface ShopReply {
  content: string;
  time: string;
}

export interface ReviewPage {
  list: ReviewView[];
  total: number;
  page: number;
  pageSize: number;
  counts: ReviewCounts;
  rating: GoodsRating;
}

/** The member's own review of an item, as the evaluate and follow-up screens show it. */
export interface OwnReview {
  id: number;
  score: number;
  content: string;
  images: string[];
  anonymous: boolean;
  /** Hidden by the shop: still the member's, no longer shown to others. */
  hidden: boolean;
  createdAt: string;
  followUp: { content: string; images: string[]; createdAt: string } | null;
}

export interface EvaluateItem {
  id: number;
  goodsId: number;
  name: string;
  spec: string;
  image: string;
  quantity: number;
  review: OwnReview | null;
}

/** Answer of order/evaluateInfo: what the order's items still need, and whether reviews are open. */
export interface EvaluateInfo {
  orderNo: string;
  /** The member's nickname, for the preview of how a review will be signed. */
  nickname: string;
  status: string;
  /** Reviews are taken while the order waits for them (received). */
  canEvaluate: boolean;
  /** Follow-ups are taken on a received or completed order. */
  canFollowUp: boolean;
  /** The end of the review window; null before receipt. */
  reviewUntil: string | null;
  items: EvaluateItem[];
}

export interface EvaluateResult {
  reviewed: number;
  completed: boolean;
}
