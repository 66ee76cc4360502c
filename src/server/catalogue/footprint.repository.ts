import { sql } from 'kysely';
import { isPostgres } from '../db/migrations/helpers.ts';
import type { Executor } from '../db/schema.ts';

/** Footprints: the goods a member looked at, one row per goods per day of the viewer. */

/**
 * The day's row of this goods, or a new one; parallel visits meet on the unique (member, goods, day). Written only
 * while the member keeps recently viewed, read in the same statement: on PostgreSQL it shares the member's row
 * lock, so a visit and the switch that turns it off (setFootprintsOff, then the delete) happen one after the other.
 */
export async function upsertFootprint(db: Executor, memberId: number, goodsId: number, day: string, now: Date): Promise<void> {
  const viewedAt = now.toISOString();
  const share = isPostgres(db as never) ? sql` for share` : sql``;
  await sql`insert into footprints (member_id, goods_id, day, viewed_at)
    select id, cast(${goodsId} as integer), cast(${day} as varchar(10)), cast(${viewedAt} as varchar(32))
    from members where id = ${memberId} and footprints_off = 0${share}
    on conflict (member_id, goods_id, day) do update set viewed_at = excluded.viewed_at`.execute(db);
}

/**
 * Deletes all but the member's `keep` latest footprints. Each statement keeps the latest rows it can see,
 * so when visits race, the last trim to run still leaves at most `keep`.
 */
export async function trimFootprints(db: Executor, memberId: number, keep: number): Promise<void> {
  await db
    .deleteFrom('footprints')
    .where('member_id', '=', memberId)
    .where('id', 'not in', (eb) =>
      eb.selectFrom('footprints').select('id').where('member_id', '=', memberId).orderBy('viewed_at', 'desc').orderBy('id', 'desc').limit(keep),
    )
    .execute();
}

export async function countFootprints(db: Executor, memberId: number): Promise<number> {
  const row = await db.selectFrom('footprints').select((eb) => eb.fn.countAll<number>().as('n')).where('member_id', '=', memberId).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One page of the member's footprints, latest visit first, with the total. */
export async function footprintPage(db: Executor, memberId: number, page: number, pageSize: number) {
  const base = db.selectFrom('footprints').where('member_id', '=', memberId);
  const [rows, count] = await Promise.all([
    base.select(['id', 'goods_id', 'day', 'viewed_at']).orderBy('viewed_at', 'desc').orderBy('id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The goods the member looked at last, each once (its latest visit counts), latest first. */
export async function recentGoodsIds(db: Executor, memberId: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('footprints')
    .select(['goods_id', (eb) => eb.fn.max('viewed_at').as('last')])
    .where('member_id', '=', memberId)
    .groupBy('goods_id')
    .orderBy('last', 'desc')
    .orderBy('goods_id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => r.goods_id);
}

/** Which of these footprint ids are the member's. */
export async function ownedFootprintIds(db: Executor, memberId: number, ids: number[]): Promise<number[]> {
  const rows = await db.selectFrom('footprints').select('id').where('member_id', '=', memberId).where('id', 'in', ids).execute();
  return rows.map((r) => r.id);
}

/** Deletes the given footprints of the member, or all of them when `ids` is undefined. */
export async function deleteFootprintRows(db: Executor, memberId: number, ids?: number[]): Promise<void> {
  let q = db.deleteFrom('footprints').where('member_id', '=', memberId);
  if (ids) q = q.where('id', 'in', ids);
  await q.execute();
}

/** Deletes every member's footprints viewed before `before`, by the index on viewed_at; returns how many. */
export async function deleteFootprintsBefore(db: Executor, before: Date): Promise<number> {
  const result = await db.deleteFrom('footprints').where('viewed_at', '<', before.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function setFootprintsOff(db: Executor, memberId: number, off: boolean, now: Date): Promise<void> {
  await db.updateTable('members').set({ footprints_off: off ? 1 : 0, updated_at: now.toISOString() }).where('id', '=', memberId).execute();
}
