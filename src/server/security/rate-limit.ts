import { sql } from 'kysely';
import type { Executor } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';

export interface Limit {
  /** Most events allowed in one window. */
  max: number;
  windowMs: number;
}

/**
 * Counts one event under `key` in a fixed window and reports whether it is still within the limit.
 * One atomic upsert, so concurrent requests and several server instances share the same count.
 */
export async function hit(db: Executor, key: string, limit: Limit, now = Date.now()): Promise<{ allowed: boolean; count: number; retryAfterMs: number }> {
  const fresh = now - limit.windowMs;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: now, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when rate_limits.window_start <= ${fresh} then 1 else rate_limits.count + 1 end`,
        window_start: sql<number>`case when rate_limits.window_start <= ${fresh} then ${now} else rate_limits.window_start end`,
      }),
    )
    .returning(['count', 'window_start'])
    .executeTakeFirstOrThrow();
  const count = Number(row.count);
  return { allowed: count <= limit.max, count, retryAfterMs: Number(row.window_start) + limit.windowMs - now };
}

/** How many events `key` has in its current window, without counting a new one. */
export async function peek(db: Executor, key: string, limit: Limit, now = Date.now()): Promise<number> {
  const row = await db.selectFrom('rate_limits').select(['count', 'window_start']).where('key', '=', key).executeTakeFirst();
  if (!row || Number(row.window_start) <= now - limit.windowMs) return 0;
  return Number(row.count);
}

export async function clear(db: Executor, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}

/** Counts the event and refuses with HTTP 429 past the limit. */
export async function enforce(db: Executor, key: string, limit: Limit): Promise<void> {
  const result = await hit(db, key, limit);
  if (!result.allowed) throw new HttpError(429, 'error.rateLimited');
}
