import type { Locale } from '../../lib/i18n/locales.ts';
import { isCollected, recordFootprint } from './collect.service.ts';
import { goodsDetail, type CatalogueDeps } from './goods.service.ts';
import { reviewCounts } from './review.service.ts';

/**
 * A visit to a goods as the API answers it: the detail with its review counts, and for a member the
 * favourite flag; the member's visit is remembered as a footprint. Guests (memberId null) leave none.
 */
export async function visitGoods(deps: CatalogueDeps, locale: Locale, goodsId: number, memberId: number | null, now = new Date()) {
  const detail = await goodsDetail(deps, locale, goodsId);
  if (memberId) await recordFootprint(deps.db, memberId, goodsId, now);
  const [collected, counts] = await Promise.all([memberId ? isCollected(deps.db, memberId, goodsId) : false, reviewCounts(deps.db, goodsId)]);
  return { ...detail, collected, reviewCounts: counts };
}
