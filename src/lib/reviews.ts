import type { MessageKey } from './i18n/messages.ts';
import { POSITIVE_SCORE, type ReviewScore } from './limits.ts';
import type { GoodsRating, ReviewTotals } from './schemas/review.ts';

/** Review rules every side shares: what a rating shows, how an anonymous name reads, what a star means. */

/** The seed's labels of the five stars: very poor, poor, general, good, very good. */
export const SCORE_LABEL: Record<ReviewScore, MessageKey> = {
  1: 'review.scoreLabel.1',
  2: 'review.scoreLabel.2',
  3: 'review.scoreLabel.3',
  4: 'review.scoreLabel.4',
  5: 'review.scoreLabel.5',
};

export const isPositive = (score: number) => score >= POSITIVE_SCORE;

/**
 * A goods' rating from its running totals: the average to one decimal, and the positive share in whole
 * percent rounded down, so one unhappy buyer among hundreds never reads as 100 %.
 */
export function ratingOf(totals: { count: number; scoreSum: number; positive: number }): GoodsRating {
  const { count, scoreSum, positive } = totals;
  if (count <= 0) return { average: 0, count: 0, positiveRate: 0 };
  return { average: Math.round((scoreSum * 10) / count) / 10, count, positiveRate: Math.floor((positive * 100) / count) };
}

const segmenter = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;

/** Characters as a reader sees them (an emoji with its modifiers is one), not UTF-16 units. */
function graphemes(text: string): string[] {
  return segmenter ? [...segmenter.segment(text)].map((s) => s.segment) : [...text];
}

export interface GoodsReviewSummary {
  counts: ReviewTotals;
  rating: GoodsRating;
}

/** What a goods without reviews shows. */
export const NO_REVIEWS: GoodsReviewSummary = { counts: { all: 0, withPictures: 0, positive: 0 }, rating: ratingOf({ count: 0, scoreSum: 0, positive: 0 }) };

/** A goods' counts and rating from its running totals (kept with every review, hide and restore): no counting of rows. */
export function summaryOf(row: { review_count: number; review_score_sum: number; review_positive: number; review_pictures: number }): GoodsReviewSummary {
  const count = Number(row.review_count);
  const positive = Number(row.review_positive);
  return {
    counts: { all: count, withPictures: Number(row.review_pictures), positive },
    rating: ratingOf({ count, scoreSum: Number(row.review_score_sum), positive }),
  };
}

/**
 * How an anonymous reviewer is shown: the first and last character of the nickname around three stars
 * ("小***鹿"). A one-character nickname keeps only that character, so it never reads in full.
 */
export function maskedName(nickname: string): string {
  const chars = graphemes(nickname.trim());
  if (chars.length === 0) return '***';
  if (chars.length === 1) return `${chars[0]}***`;
  return `${chars[0]}***${chars[chars.length - 1]}`;
}

const ratingFormats = new Map<string, Intl.NumberFormat>();

/** An average score as the locale writes it, always with one decimal ("4.0", "4,7"). */
export function formatRating(locale: string, average: number): string {
  let format = ratingFormats.get(locale);
  if (!format) ratingFormats.set(locale, (format = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })));
  return format.format(average);
}

/** The address fragment of a goods page's reviews: links to it open the reviews tab. */
export const REVIEWS_HASH = '#reviews';
