import { z } from './zod.ts';
import { isTimeZone } from '../days.ts';
import type { GoodsPrices } from '../pricing.ts';
import { goodsIdQuery, type GoodsCard, type SpecDimension } from './goods.ts';
import type { OrderView } from './order-view.ts';

/**
 * What the personal centre, favourites and recently viewed screens read, shared by those screens and the
 * server. Money in fen.
 */

/** The browser's IANA time zone; an unknown or missing one means UTC (footprint days are counted in it). */
export const timeZoneField = z
  .string()
  .trim()
  .refine(isTimeZone)
  .optional()
  .catch(undefined);

/** goods/details: the goods, and for a member the footprint of this visit, dated in the browser's time zone. */
export const goodsVisitQuery = goodsIdQuery.extend({ tz: timeZoneField });

/** A favourite as the favourites screen shows it: the card, whether it can still be bought, and how much is left. */
export interface CollectedGoods extends GoodsCard {
  collectedAt: string;
  onShelf: boolean;
  /** Units left over every specification. */
  stock: number;
}

/** One visit in recently viewed: one per goods per day (`day` in the viewer's time zone, YYYY-MM-DD). */
export interface FootprintItem {
  id: number;
  day: string;
  viewedAt: string;
  onShelf: boolean;
  stock: number;
  /** The goods is among the member's favourites. */
  collected: boolean;
  goods: GoodsCard;
}

/** The personal centre's order counters: the order list tabs a member acts on, each linking to its tab. */
export interface CentreOrderCounts {
  toPay: number;
  toShip: number;
  toReceive: number;
  toEvaluate: number;
  refund: number;
}

/** my/shopping/getMemberShoppingInfo: everything the personal centre shows, in one answer. */
export interface MemberShoppingInfo {
  member: { account: string; nickname: string; avatar: string | null };
  orderCounts: CentreOrderCounts;
  balance: number;
  vip: { active: boolean; expiresAt: string | null };
  collectGoods: number;
  collectVideos: number;
  /** Footprints kept (one per goods per day). */
  footprints: number;
  /** The latest orders, newest first, with the moves the member may make. */
  recentOrders: OrderView[];
  /** The goods last looked at, each once, latest first. */
  recentlyViewed: GoodsCard[];
}

/** goods/specs: what choosing a specification needs (favourites' add to cart); reading it is not a visit. */
export interface GoodsOptions extends GoodsPrices {
  id: number;
  name: string;
  image: string;
  specs: SpecDimension[];
  skus: { id: number; values: number[]; stock: number; price: number | null; marketPrice: number | null; salePrice: number | null; memberPrice: number | null; picture: string | null }[];
  stock: number;
}

/** Recently viewed keeps this many footprints per member, the latest ones. */
export const FOOTPRINTS_KEPT = 200;
