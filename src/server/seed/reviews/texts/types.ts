/**
 * The parts a demo shopper's review is written from, in one language (see compose.ts). Each part is a whole
 * sentence (or, for follow-ups, the clause saying how long the goods has been in use), written as shoppers of
 * that language write, not translated from another one.
 */

/** The kinds of goods the remarks are written for: the catalogue's top-level categories. */
export const REVIEW_KINDS = ['massage', 'lingerie', 'games', 'care', 'massagers', 'bath', 'gifts', 'accessories'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

export type Stars = 1 | 2 | 3 | 4 | 5;

export interface Remarks {
  /** Praise of something this kind of goods is bought for (its scent, fit, strength…); fits four or five stars. */
  good: readonly string[];
  /** A complaint about the same kind of thing; fits one to three stars. */
  bad: readonly string[];
}

export interface ReviewParts {
  /** What goes between two sentences: nothing in Chinese and Japanese, a space elsewhere. */
  gap: string;
  /** The first sentence, by stars: delighted, pleased with one reservation, mixed, disappointed, unhappy. */
  openings: Record<Stars, readonly string[]>;
  remarks: Record<ReviewKind, Remarks>;
  /** Delivery, discreet packaging, customer service. */
  service: Remarks;
  followUp: {
    /**
     * How long the goods has been in use when the follow-up is written, as its opening clause: about three
     * weeks, a month, six weeks, nearly two months. The body follows without a gap.
     */
    after: readonly [readonly string[], readonly string[], readonly string[], readonly string[]];
    /** Still pleased (four and five stars). */
    good: readonly string[];
    /** Still mixed (three stars). */
    mixed: readonly string[];
    /** One or two stars: support put it right, or it got no better. */
    bad: readonly string[];
  };
  /** Words only a five-star review may use ("five stars", "perfect"). */
  fiveStarWords: readonly string[];
  /** Labels a follow-up must not start with: the page already says it is one ("追评：", "Update:"). */
  followUpLabels: readonly string[];
}
