import type { Executor } from '../db/schema.ts';
import { NotFoundError } from '../errors.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { MemberShoppingInfo } from '../../lib/schemas/mine.ts';
import { isVipActive } from '../../lib/vip.ts';
import { countCollectedGoods } from '../catalogue/collect.service.ts';
import { countFootprints, recentlyViewedGoods } from '../catalogue/footprint.service.ts';
import { findMember } from '../member/member-records.service.ts';
import { centreOrderCounts, memberOrders } from '../orders/order-views.service.ts';
import { countCollectedVideos } from '../video/video-collect.service.ts';

/** The personal centre shows this many latest orders and this many recently viewed goods. */
export const RECENT_ORDERS = 3;
export const RECENTLY_VIEWED = 8;

/** Everything the personal centre shows, read in one go: who, money, orders to act on, favourites and footprints. */
export async function memberShoppingInfo(db: Executor, locale: Locale, memberId: number, now = new Date()): Promise<MemberShoppingInfo> {
  const [member, counts, collectGoods, collectVideos, footprints, orders, recentlyViewed] = await Promise.all([
    findMember(db, memberId),
    centreOrderCounts(db, memberId),
    countCollectedGoods(db, memberId),
    countCollectedVideos(db, memberId),
    countFootprints(db, memberId),
    memberOrders(db, locale, memberId, { status: 'all', page: 1, pageSize: RECENT_ORDERS }),
    recentlyViewedGoods(db, locale, memberId, RECENTLY_VIEWED),
  ]);
  if (!member) throw new NotFoundError();
  return {
    member: { account: member.account, nickname: member.nickname, avatar: member.avatar },
    orderCounts: counts,
    balance: Number(member.balance),
    vip: { active: isVipActive(member.vip_expires_at, now.getTime()), expiresAt: member.vip_expires_at },
    collectGoods,
    collectVideos,
    footprints,
    recentOrders: orders.list,
    recentlyViewed,
  };
}
