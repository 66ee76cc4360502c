import { sql } from 'kysely';
import type { Executor } from '../db/schema.ts';

/**
 * Everything the shop keeps about one member, read for the member's own copy (data-export.service.ts): the
 * records as stored, goods and video names in the member's language (Chinese where a name has no translation).
 */
export async function readMemberData(db: Executor, memberId: number, locale: string) {
  const goodsName = (id: 'f.goods_id' | 'c.goods_id') =>
    sql<string>`coalesce((select name from goods_i18n where goods_id = ${sql.ref(id)} and locale = ${locale}), (select name from goods_i18n where goods_id = ${sql.ref(id)} and locale = 'zh'))`;
  const videoTitle = (id: 'v.video_id' | 'k.video_id') =>
    sql<string>`coalesce((select title from video_texts where video_id = ${sql.ref(id)} and locale = ${locale}), (select title from video_texts where video_id = ${sql.ref(id)} and locale = 'zh'))`;
  const profile = await db
    .selectFrom('members')
    .select(['account', 'nickname', 'avatar', 'email', 'locale', 'balance', 'vip_expires_at', 'footprints_off', 'created_at', 'pwd_updated_at', 'pay_pwd_updated_at', 'email_updated_at'])
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  const addresses = await db
    .selectFrom('member_addresses')
    .select(['id', 'name', 'mobile', 'province', 'city', 'district', 'detail', 'is_default', 'created_at', 'updated_at'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'order_no', 'status', 'goods_amount', 'freight', 'pay_amount', 'buyer_message', 'consignee', 'mobile', 'region', 'address', 'carrier', 'tracking_no', 'created_at', 'paid_at', 'shipped_at', 'received_at', 'finished_at'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
  const lines = await db
    .selectFrom('order_items as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .select(['o.order_no', 'i.goods_id', 'i.name', 'i.spec', 'i.unit_price', 'i.quantity', 'i.amount', 'i.refund_amount', 'i.refunded_at'])
    .where('o.member_id', '=', memberId)
    .orderBy('i.id')
    .execute();
  const ledger = await db
    .selectFrom('balance_ledger')
    .select(['type', 'amount', 'balance_after', 'order_no', 'ref', 'note', 'created_at'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
  const topUps = await db
    .selectFrom('recharges')
    .select(['recharge_no', 'amount', 'bonus', 'currency', 'provider', 'status', 'created_at', 'paid_at'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
  const reviews = await db
    .selectFrom('reviews')
    .select(['id', 'goods_id', 'sku_label', 'score', 'content', 'images', 'anonymous', 'follow_up', 'follow_up_images', 'follow_up_at', 'status', 'created_at'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
  const comments = await db
    .selectFrom('video_comments as v')
    .select(['v.id', 'v.video_id', videoTitle('v.video_id').as('video'), 'v.parent_id', 'v.content', 'v.status', 'v.created_at'])
    .where('v.member_id', '=', memberId)
    .orderBy('v.id')
    .execute();
  const favouriteGoods = await db
    .selectFrom('goods_collects as c')
    .select(['c.goods_id', goodsName('c.goods_id').as('name'), 'c.created_at'])
    .where('c.member_id', '=', memberId)
    .orderBy('c.created_at')
    .execute();
  const favouriteVideos = await db
    .selectFrom('video_collects as k')
    .select(['k.video_id', videoTitle('k.video_id').as('title'), 'k.created_at'])
    .where('k.member_id', '=', memberId)
    .orderBy('k.created_at')
    .execute();
  const recentlyViewed = await db
    .selectFrom('footprints as f')
    .select(['f.goods_id', goodsName('f.goods_id').as('name'), 'f.viewed_at'])
    .where('f.member_id', '=', memberId)
    .orderBy('f.viewed_at', 'desc')
    .execute();
  const feedback = await db
    .selectFrom('feedback')
    .select(['id', 'content', 'contact_information', 'image_urls', 'created_at', 'reply', 'reply_at'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
  return { profile, addresses, orders, lines, ledger, topUps, reviews, comments, favouriteGoods, favouriteVideos, recentlyViewed, feedback };
}

export type MemberData = Awaited<ReturnType<typeof readMemberData>>;

// ---- exports: requested, made by the job, downloaded, swept

export async function latestExport(db: Executor, memberId: number) {
  return db
    .selectFrom('data_exports')
    .select(['id', 'status', 'requested_at', 'ready_at', 'expires_at', 'bytes'])
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function insertExport(db: Executor, memberId: number, locale: string, now: string): Promise<number> {
  const row = await db.insertInto('data_exports').values({ member_id: memberId, status: 'pending', locale, requested_at: now }).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Every older export of the member: a new request replaces them. */
export async function deleteExportsBefore(db: Executor, memberId: number, id: number): Promise<void> {
  await db.deleteFrom('data_exports').where('member_id', '=', memberId).where('id', '<', id).execute();
}

export async function pendingExports(db: Executor, limit: number) {
  return db.selectFrom('data_exports').select(['id', 'member_id', 'locale']).where('status', '=', 'pending').orderBy('id').limit(limit).execute();
}

/** Stores the zip of a pending export; false when the export is gone or no longer pending (a newer request replaced it). */
export async function finishExport(db: Executor, id: number, data: Uint8Array, now: string, expiresAt: string): Promise<boolean> {
  const r = await db
    .updateTable('data_exports')
    .set({ status: 'ready', data, bytes: data.byteLength, ready_at: now, expires_at: expiresAt })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function failExport(db: Executor, id: number): Promise<void> {
  await db.updateTable('data_exports').set({ status: 'failed' }).where('id', '=', id).where('status', '=', 'pending').execute();
}

export async function exportFile(db: Executor, memberId: number, now: string) {
  return db
    .selectFrom('data_exports')
    .select(['data', 'ready_at'])
    .where('member_id', '=', memberId)
    .where('status', '=', 'ready')
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Exports whose day is over, and failed ones older than a day. */
export async function deleteExpiredExports(db: Executor, now: string, dayAgo: string): Promise<number> {
  const r = await db
    .deleteFrom('data_exports')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb.and([eb('status', '!=', 'ready'), eb('requested_at', '<', dayAgo)])]))
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}
