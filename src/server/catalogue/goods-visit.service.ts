import type { Locale } from '../../lib/i18n/locales.ts';
import type { GoodsOptions } from '../../lib/schemas/mine.ts';
import { isCollected } from './collect.service.ts';
import { recordFootprint } from './footprint.service.ts';
import { goodsDetail, type CatalogueDeps } from './goods.service.ts';

/** The same dependencies with catalogue reads on the primary too. */
const onPrimary = (deps: CatalogueDeps): CatalogueDeps => ({ ...deps, reads: deps.db });

export interface Visitor {
  memberId: number | null;
  /** The browser's time zone: the footprint's day is the viewer's. */
  timeZone?: string;
}

/**
 * A visit to a goods as the API answers it: the detail (with its review counts and rating), and for a member the
 * favourite flag; the member's visit is remembered as a footprint. Guests (memberId null) leave none.
 */
export async function visitGoods(deps: CatalogueDeps, locale: Locale, goodsId: number, visitor: Visitor, now = new Date()) {
  const { memberId } = visitor;
  // A member may have just bought or reviewed it: they see it from the primary; guests may see it a moment old.
  const detail = await goodsDetail(memberId ? onPrimary(deps) : deps, locale, goodsId);
  if (memberId) await recordFootprint(deps.db, memberId, goodsId, visitor.timeZone, now);
  const collected = memberId ? await isCollected(deps.db, memberId, goodsId) : false;
  return { ...detail, collected };
}

/** The specifications and prices of an on-shelf goods, for choosing what to add to the cart elsewhere than its page. */
export async function goodsOptions(deps: CatalogueDeps, locale: Locale, goodsId: number): Promise<GoodsOptions> {
  // Chosen to go into the cart at once: the stock shown must be the stock the cart checks.
  const d = await goodsDetail(onPrimary(deps), locale, goodsId);
  return {
    id: d.id,
    name: d.name,
    image: d.image,
    price: d.price,
    marketPrice: d.marketPrice,
    salePrice: d.salePrice,
    memberPays: d.memberPays,
    guestPays: d.guestPays,
    specs: d.specs,
    skus: d.skus,
    stock: d.stock,
  };
}
