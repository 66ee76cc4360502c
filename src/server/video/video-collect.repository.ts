import type { Executor } from '../db/schema.ts';

/** The videos a member keeps. */

/** Collecting twice is the same as once. */
export async function insertVideoCollect(db: Executor, memberId: number, videoId: number, now: Date): Promise<void> {
  await db
    .insertInto('video_collects')
    .values({ member_id: memberId, video_id: videoId, created_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['member_id', 'video_id']).doNothing())
    .execute();
}

export async function deleteVideoCollects(db: Executor, memberId: number, videoIds: number[]): Promise<void> {
  await db.deleteFrom('video_collects').where('member_id', '=', memberId).where('video_id', 'in', videoIds).execute();
}

export async function hasVideoCollect(db: Executor, memberId: number, videoId: number): Promise<boolean> {
  const row = await db.selectFrom('video_collects').select('video_id').where('member_id', '=', memberId).where('video_id', '=', videoId).executeTakeFirst();
  return !!row;
}

/** How many videos the member keeps, taken-down ones included (they are listed too). */
export async function countCollectedVideos(db: Executor, memberId: number): Promise<number> {
  const row = await db.selectFrom('video_collects').select((eb) => eb.fn.countAll<number>().as('n')).where('member_id', '=', memberId).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One page of the member's collected videos, newest first. */
export function videoCollectPage(db: Executor, memberId: number, page: number, pageSize: number) {
  return db
    .selectFrom('video_collects')
    .select(['video_id', 'created_at'])
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('video_id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
}
