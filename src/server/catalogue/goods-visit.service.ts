import type { Locale } from '../../lib/i18n/locales.ts';
import { isCollected, recordFootprint } from './collect.service.ts';
import { goodsDetail, type CatalogueDeps } from './goods.service.ts';

/**
 * A visit to a goods as the API answers it: the detail (with its review counts and rating), and for a member the
 * favourite flag; the member's visit is remembered as a footprint. Guests (memberId null) leave none.
 */
export async function visitGoods(deps: CatalogueDeps, locale: Locale, goodsId: number, memberId: number | null, now = new Date()) {
  const detail = await goodsDetail(deps, locale, goodsId);
  if (memberId) await recordFootprint(deps.db, memberId, goodsId, now);
  const collected = memberId ? await isCollected(deps.db, memberId, goodsId) : false;
  return { ...detail, collected };
}
