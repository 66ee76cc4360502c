/**
 * Input limits that small islands need without their schema: this module has no zod in it, so the
 * header's search box (on every page) does not load the validation library for one number. The
 * schemas import the same constants.
 */

/** Longer search words are ignored by goods/list (goodsListQuery). */
export const KEYWORD_MAX = 50;

/**
 * The deepest page of a goods list, whatever its size: as the big shops do (Taobao shows 100 pages), a list is
 * something to narrow, not to page through to the end, and no page costs more than the 100th (decision 087).
 */
export const MAX_LIST_PAGES = 100;
/** Goods lists count matches up to this many; past it the count reads "10,000+" (decision 087). */
export const LIST_COUNT_CAP = 10_000;

/** Reviews: longest text, pictures per review or follow-up, the stars, and the filters of a goods' reviews. */
export const REVIEW_CONTENT_MAX = 500;
export const REVIEW_MAX_IMAGES = 6;
export const REVIEW_SCORES = [1, 2, 3, 4, 5] as const;
export type ReviewScore = (typeof REVIEW_SCORES)[number];
/** Positive reviews: 4 and 5 stars. */
export const POSITIVE_SCORE = 4;
/** myLanguage: the reviews written in the reader's language (decision 090). */
export const REVIEW_FILTERS = ['all', 'myLanguage', 'withPictures', 'positive'] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];
/** The filters the goods' running totals count; myLanguage is counted per request. */
export type TotalledFilter = Exclude<ReviewFilter, 'myLanguage'>;
