/**
 * Input limits that small islands need without their schema: this module has no zod in it, so the
 * header's search box (on every page) does not load the validation library for one number. The
 * schemas import the same constants.
 */

/** Longer search words are ignored by goods/list (goodsListQuery). */
export const KEYWORD_MAX = 50;
