import { LOCALES, type Locale } from '../../../lib/i18n/locales.ts';
import { CATEGORY_FILES } from '../catalogue/categories/index.ts';
import { hashOf, pick, seededRandom } from '../catalogue/random.ts';
import { composeFollowUp, composeReview, nothingWritten } from './compose.ts';
import { LOCALE_WEIGHTS, REVIEWERS, type Reviewer } from './reviewers.ts';
import { REVIEW_PARTS } from './texts/index.ts';
import { REVIEW_KINDS, type ReviewKind, type Stars } from './texts/types.ts';

const DAY = 86_400_000;
/**
 * Shares of reviews and follow-ups that bring photos: few, as in shops, and each photo is its reviewer's own (a
 * goods' photos are numbered 0, 1, … in the order its reviews take them, see demo-reviews.ts).
 */
const WITH_PHOTOS = 0.15;
const FOLLOW_UP_WITH_PHOTO = 0.2;

/** How many photos a goods' planned reviews take: its photos are 0..n-1. */
export const photoCountOf = (planned: readonly PlannedReview[]) => planned.reduce((n, r) => n + r.photos.length + (r.followUp?.photos.length ?? 0), 0);

export interface ReviewedGoods {
  key: string;
  sales: number;
  /** When the goods went on sale (ms); reviews come after. */
  since: number;
  /** How many SKUs it has; a review names one of them by position. */
  skuCount: number;
}

export interface PlannedReview {
  reviewer: Reviewer;
  score: number;
  content: string;
  anonymous: boolean;
  skuIndex: number;
  /** Indexes into the goods' review photos, used by no other review of the goods. */
  photos: number[];
  createdAt: number;
  followUp: { content: string; photos: number[]; at: number } | null;
}

/** Shares of 5…1 stars: most goods please nearly everyone, some divide opinion, a few disappoint more often. */
const SCORE_SHARES = {
  loved: [0.78, 0.17, 0.03, 0.01, 0.01],
  liked: [0.55, 0.3, 0.1, 0.03, 0.02],
  mixed: [0.3, 0.3, 0.2, 0.12, 0.08],
} as const;

function tierOf(key: string): keyof typeof SCORE_SHARES {
  const h = hashOf(`${key}:tier`) % 20;
  return h < 15 ? 'loved' : h < 19 ? 'liked' : 'mixed';
}

function weighted<T>(random: () => number, items: readonly T[], weights: readonly number[]): T {
  const total = weights.reduce((a, b) => a + b, 0);
  let r = random() * total;
  for (const [i, item] of items.entries()) {
    r -= weights[i] ?? 0;
    if (r < 0) return item;
  }
  return items[items.length - 1] as T;
}

const KINDS = new Map<string, ReviewKind>();
for (const file of CATEGORY_FILES) {
  const kind = REVIEW_KINDS.find((k) => k === file.key);
  if (kind) for (const g of file.goods) KINDS.set(g.key, kind);
}

/** The kind of goods a demo goods is (its top-level category), which its reviews' remarks are about. */
export function reviewKindOf(key: string): ReviewKind {
  const kind = KINDS.get(key);
  if (!kind) throw new Error(`${key} is not a goods of the demo catalogue`);
  return kind;
}

/** A random of its own for one text, drawn where the plan draws one number: the rest of the plan stays as it was. */
const textRandom = (random: () => number) => seededRandom(Math.floor(random() * 2 ** 32));

/** Sales behind each demo review: most buyers never write one. */
const SALES_PER_REVIEW = 12;

/** Reviews for the goods sold: about one per dozen sales, at least one once anything sold, sixteen at the most. */
export function reviewCountOf(sales: number): number {
  if (sales <= 0) return 0;
  return Math.min(16, Math.max(1, Math.round(sales / SALES_PER_REVIEW)));
}

/** The demo reviews of one goods, oldest first; the same goods always gets the same reviews. */
export function planReviews(goods: ReviewedGoods, until: number): PlannedReview[] {
  const random = seededRandom(hashOf(`${goods.key}:reviews`));
  const shares = SCORE_SHARES[tierOf(goods.key)];
  const from = goods.since + 2 * DAY;
  const span = Math.max(DAY, until - from);
  const planned: PlannedReview[] = [];
  const kind = reviewKindOf(goods.key);
  // Every text of the goods, so none is written twice and each sentence as seldom as can be.
  const written = nothingWritten();
  let nextPhoto = 0;
  const takePhotos = (count: number) => Array.from({ length: count }, () => nextPhoto++);
  for (let i = 0; i < reviewCountOf(goods.sales); i++) {
    const locale = weighted<Locale>(random, LOCALES, LOCALES.map((l) => LOCALE_WEIGHTS[l]));
    const reviewer = pick(random, REVIEWERS.filter((r) => r.locale === locale));
    const score = weighted<Stars>(random, [5, 4, 3, 2, 1], shares);
    const parts = REVIEW_PARTS[locale];
    const createdAt = from + Math.floor(random() * span);
    const followUpAt = createdAt + (20 + Math.floor(random() * 40)) * DAY;
    const withFollowUp = random() < 0.18 && followUpAt < until;
    const content = composeReview(parts, kind, score, textRandom(random), written);
    const anonymous = random() < 0.2;
    const skuIndex = Math.floor(random() * goods.skuCount);
    const photos = takePhotos(random() < WITH_PHOTOS ? (random() < 0.7 ? 1 : 2) : 0);
    let followUp: PlannedReview['followUp'] = null;
    if (withFollowUp) {
      const text = composeFollowUp(parts, kind, score, (followUpAt - createdAt) / DAY, textRandom(random), written);
      const withPhoto = random() < FOLLOW_UP_WITH_PHOTO;
      if (text !== null) followUp = { content: text, photos: takePhotos(withPhoto ? 1 : 0), at: followUpAt };
    }
    planned.push({ reviewer, score, content, anonymous, skuIndex, photos, createdAt, followUp });
  }
  return planned.sort((a, b) => a.createdAt - b.createdAt);
}
