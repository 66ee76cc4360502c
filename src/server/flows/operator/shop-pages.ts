import { sharedPageCache } from '../../web/page-cache.ts';
import { announcePagePurge } from '../../web/page-purge.ts';

/**
 * Cached shop pages an operator's change makes stale. Flows drop them once their transaction has committed:
 * dropped before, a visit in between would cache the old record again; dropped for a change that then rolled
 * back, they would be rendered again for nothing. This instance purges at once; the other instances and the
 * CDN hear of it through the purge relay (src/server/cluster/purge-relay.ts, decision 079).
 */

/** Goods lists, goods pages and home, after a goods, category, brand or stock changed. */
export const purgeGoodsPages = () => announcePagePurge(sharedPageCache(), { pages: 'goods' });

/** Home alone: banners show nowhere else. */
export const purgeHomePages = () => announcePagePurge(sharedPageCache(), { pages: 'home' });

/** One goods' pages, and the lists and home whose cards show its price, rating or stock. */
export const purgePagesOfGoods = (goodsId: number) => announcePagePurge(sharedPageCache(), { goods: goodsId });
