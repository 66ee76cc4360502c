/**
 * Input limits that small islands need without their schema: this module has no zod in it, so the
 * header's search box (on every page) does not load the validation library for one number. The
 * schemas import the same constants.
 */

/** Longer search words are ignored by goods/list (goodsListQuery). */
export const KEYWORD_MAX = 50;

/** Reviews: longest text, pictures per review or follow-up, the stars, and the filters of a goods' reviews. */
export const REVIEW_CONTENT_MAX = 500;
export const REVIEW_MAX_IMAGES = 6;
export const REVIEW_SCORES = [1, 2, 3, 4, 5] as const;
export type ReviewScore = (typeof REVIEW_SCORES)[number];
/** Positive reviews: 4 and 5 stars. */
export const POSITIVE_SCORE = 4;
export const REVIEW_FILTERS = ['all', 'withPictures', 'positive'] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];
