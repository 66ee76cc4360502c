import type { Executor } from '../db/schema.ts';

/** Orders that keep an account open: not paid yet, paid and not shipped, or with a refund being decided. */
const OPEN_ORDER = ['pending_payment', 'paid', 'refund_requested'] as const;

/** What stops the member's account from being deleted now, if anything: the first open order, a top-up still under way. */
export async function deletionBlockers(db: Executor, memberId: number, now: string) {
  const order = await db
    .selectFrom('orders')
    .select(['order_no', 'status'])
    .where('member_id', '=', memberId)
    .where('status', 'in', [...OPEN_ORDER])
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  const topUp = await db
    .selectFrom('recharges')
    .select(['recharge_no', 'expires_at'])
    .where('member_id', '=', memberId)
    .where('status', '=', 'pending')
    .where('expires_at', '>', now)
    .orderBy('expires_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return { order, topUp };
}

/** The member's reviews with what taking them off a goods page changes: their goods' totals, and their pictures. */
export function reviewsOfMember(db: Executor, memberId: number) {
  return db.selectFrom('reviews').select(['id', 'goods_id', 'score', 'has_pictures', 'status', 'images', 'follow_up_images']).where('member_id', '=', memberId).execute();
}

export async function deleteReviewsOfMember(db: Executor, memberId: number): Promise<void> {
  await db.deleteFrom('reviews').where('member_id', '=', memberId).execute();
}

/** The member's video comments as deleted ones read: gone from the video, the words erased. */
export async function eraseCommentsOfMember(db: Executor, memberId: number, now: string): Promise<void> {
  await db.updateTable('video_comments').set({ status: 'deleted', content: '', updated_at: now }).where('member_id', '=', memberId).execute();
}

/** The upload paths of the member's pictures that are not kept with a review. */
export async function uploadsOfMember(db: Executor, memberId: number): Promise<string[]> {
  return (await db.selectFrom('uploads').select('path').where('member_id', '=', memberId).execute()).map((r) => r.path);
}

export async function deleteUploadRecords(db: Executor, memberId: number, paths: string[]): Promise<void> {
  if (paths.length === 0) return;
  await db.deleteFrom('uploads').where('member_id', '=', memberId).where('path', 'in', paths).execute();
}

/**
 * Erases what identifies the member: the account name and nickname, email, avatar, passwords, addresses, recently
 * viewed, favourites, the cart, messages, sessions, exports and codes; orders keep their goods and amounts with the
 * consignee, phone, address and message erased; feedback loses its contact. The row stays, marked deleted, so orders,
 * the ledger and kept reviews still point at it. False when the account was already deleted.
 */
export async function eraseMember(db: Executor, memberId: number, email: string | null, now: string): Promise<boolean> {
  const marked = await db
    .updateTable('members')
    .set({
      account: `deleted-${memberId}`,
      account_key: `deleted-${memberId}`,
      nickname: '',
      avatar: null,
      email: null,
      email_updated_at: null,
      pwd_hash: '!',
      pay_pwd_hash: null,
      pay_pwd_updated_at: null,
      vip_expires_at: null,
      footprints_off: 1,
      deleted_at: now,
      updated_at: now,
    })
    .where('id', '=', memberId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (Number(marked.numUpdatedRows) !== 1) return false;
  for (const table of ['member_addresses', 'footprints', 'goods_collects', 'video_collects', 'cart_items', 'member_messages', 'sessions', 'data_exports'] as const) {
    await db.deleteFrom(table).where('member_id', '=', memberId).execute();
  }
  await db.deleteFrom('video_views').where('member_id', '=', memberId).execute();
  if (email) await db.deleteFrom('email_codes').where('email', '=', email).execute();
  await db.updateTable('orders').set({ consignee: '', mobile: '', address: '', buyer_message: '', updated_at: now }).where('member_id', '=', memberId).execute();
  await db.updateTable('feedback').set({ contact_information: null }).where('member_id', '=', memberId).execute();
  return true;
}
