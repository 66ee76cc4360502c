import type { Executor } from '../db/schema.ts';
import { RateLimitedError } from '../errors.ts';
import * as repo from './rate-limit.repository.ts';

/**
 * Limits on how often something may happen, counted in the database so every instance agrees. Keys name
 * what is counted (`login:account:demo`, `paypwd:42`). Each count is one atomic statement, so the answer a
 * request gets already includes every request counted before it, parallel ones too.
 */
export interface Limit {
  /** Most events allowed in one window. */
  max: number;
  windowMs: number;
}

/** Counts one event under `key` and reports whether it is still within the limit. */
export async function hit(db: Executor, key: string, limit: Limit, now = Date.now()): Promise<{ allowed: boolean; count: number; retryAfterMs: number }> {
  const { count, windowStart } = await repo.countEvent(db, key, limit.windowMs, now);
  // A parallel request that read its clock after this one may have opened the window: it still ends within windowMs.
  return { allowed: count <= limit.max, count, retryAfterMs: Math.min(limit.windowMs, windowStart + limit.windowMs - now) };
}

/** Counts the event and refuses with "too many attempts" past the limit. */
export async function enforce(db: Executor, key: string, limit: Limit, now = Date.now()): Promise<void> {
  const { allowed, retryAfterMs } = await hit(db, key, limit, now);
  if (!allowed) throw new RateLimitedError(retryAfterMs);
}

/** How many events `key` has in its current window, without counting a new one. */
export async function peek(db: Executor, key: string, limit: Limit, now = Date.now()): Promise<number> {
  const row = await repo.readCount(db, key);
  if (!row || row.windowStart <= now - limit.windowMs) return 0;
  return row.count;
}

/**
 * The events `key` has in its current window and the milliseconds until that window ends, without counting
 * one: a caller refusing whoever is already past a limit can do so with a read instead of a write.
 */
export async function current(db: Executor, key: string, limit: Limit, now = Date.now()): Promise<{ count: number; retryAfterMs: number }> {
  const row = await repo.readCount(db, key);
  if (!row || row.windowStart <= now - limit.windowMs) return { count: 0, retryAfterMs: 0 };
  // A window another request opened a moment "after" this one's clock reading still ends within windowMs.
  return { count: row.count, retryAfterMs: Math.min(limit.windowMs, row.windowStart + limit.windowMs - now) };
}

/** Milliseconds until the current window of `key` ends (when a refused caller may try again); 0 without one. */
export async function msUntilReset(db: Executor, key: string, limit: Limit, now = Date.now()): Promise<number> {
  const row = await repo.readCount(db, key);
  return row ? Math.max(0, row.windowStart + limit.windowMs - now) : 0;
}

/** True while `key` has used up its limit in the current window. */
export async function isLocked(db: Executor, key: string, limit: Limit, now = Date.now()): Promise<boolean> {
  return (await peek(db, key, limit, now)) >= limit.max;
}

/**
 * Counts one failed attempt (a wrong password, a wrong code). The attempt that reaches `limit.max` locks
 * `key` for a whole window from that attempt, not from the first failure. `allowed`: this attempt is within
 * the limit; `locked`: the limit is used up; `left`: failures still allowed after this one.
 *
 * Counting is one statement, so a caller may count each attempt *before* checking it (as a presumed
 * failure, refused unless `allowed`, forgiven with `clear` when it succeeds): a burst of parallel tries
 * then gets no more than `max` checks.
 */
export async function countFailure(db: Executor, key: string, limit: Limit, now = Date.now()): Promise<{ count: number; allowed: boolean; locked: boolean; left: number }> {
  const { count } = await repo.countEvent(db, key, limit.windowMs, now, limit.max);
  return { count, allowed: count <= limit.max, locked: count >= limit.max, left: Math.max(0, limit.max - count) };
}

/** Takes one event back from the count under `key` (an attempt counted before checking that then succeeded). */
export async function forgive(db: Executor, key: string): Promise<void> {
  await repo.uncountEvent(db, key);
}

/** Forgets the count under `key`: after a success, failures before it no longer count. */
export async function clear(db: Executor, key: string): Promise<void> {
  await repo.deleteCount(db, key);
}

/** Removes counting windows that started before `beforeMs`; the cleanup job's share for limits. */
export function deleteCountsBefore(db: Executor, beforeMs: number): Promise<number> {
  return repo.deleteCountsBefore(db, beforeMs);
}
