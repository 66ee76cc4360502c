import { isGoodsPage, isHomePage, isPageOfGoods, sharedPageCache } from '../../web/page-cache.ts';

/**
 * Cached shop pages an operator's change makes stale. Flows drop them once their transaction has committed:
 * dropped before, a visit in between would cache the old record again; dropped for a change that then rolled
 * back, they would be rendered again for nothing.
 */

/** Goods lists, goods pages and home, after a goods, category, brand or stock changed. */
export const purgeGoodsPages = () => sharedPageCache().purge(isGoodsPage);

/** Home alone: banners show nowhere else. */
export const purgeHomePages = () => sharedPageCache().purge(isHomePage);

/** One goods' pages, and the lists and home whose cards show its rating. */
export const purgePagesOfGoods = (goodsId: number) => sharedPageCache().purge(isPageOfGoods(goodsId));
