import { sql } from 'kysely';
import type { Executor } from '../db/schema.ts';

/**
 * Counts one event under `key` in a fixed window starting at its first event, in one atomic upsert, so
 * concurrent requests and several server instances share the count. A window older than `windowMs`
 * starts again at 1. With `restartAt`, the event that brings the count to exactly that number restarts
 * the window at `now` (a lock that runs its full length from that event). Answers the count and the
 * window's start after this event.
 */
export async function countEvent(db: Executor, key: string, windowMs: number, now: number, restartAt?: number): Promise<{ count: number; windowStart: number }> {
  const fresh = now - windowMs;
  const stale = sql<boolean>`rate_limits.window_start <= ${fresh}`;
  const restart = restartAt === undefined ? sql<boolean>`false` : sql<boolean>`rate_limits.count + 1 = ${restartAt}`;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: now, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when ${stale} then 1 else rate_limits.count + 1 end`,
        window_start: sql<number>`case when ${stale} or ${restart} then ${now} else rate_limits.window_start end`,
      }),
    )
    .returning(['count', 'window_start'])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), windowStart: Number(row.window_start) };
}

/** The count under `key` and when its window started, without counting; undefined when there is none. */
export async function readCount(db: Executor, key: string): Promise<{ count: number; windowStart: number } | undefined> {
  const row = await db.selectFrom('rate_limits').select(['count', 'window_start']).where('key', '=', key).executeTakeFirst();
  return row && { count: Number(row.count), windowStart: Number(row.window_start) };
}

/** One event fewer under `key`, never below zero. */
export async function uncountEvent(db: Executor, key: string): Promise<void> {
  await db.updateTable('rate_limits').set({ count: sql<number>`count - 1` }).where('key', '=', key).where('count', '>', 0).execute();
}

export async function deleteCount(db: Executor, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}

/** Drops windows that started before `before` (epoch ms); returns how many. */
export async function deleteCountsBefore(db: Executor, before: number): Promise<number> {
  const result = await db.deleteFrom('rate_limits').where('window_start', '<=', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
