import { RateLimitedError } from '../errors.ts';
import { hit, type Limit } from '../security/rate-limit.ts';
import type { Executor } from '../db/schema.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The refusal of a comment past a limit, saying how long to wait: the per-minute limit in seconds, the daily
 * one in hours (rounded up, so "within N hours" holds). The answer also carries the seconds (429, Retry-After
 * and `retryAfter`), from the same `retryAfterMs`.
 */
export function commentLimitError(limit: 'minute' | 'day', retryAfterMs: number): RateLimitedError {
  const ms = Math.max(1, retryAfterMs);
  return limit === 'minute'
    ? new RateLimitedError(ms, 'video.comment.waitSeconds', { count: Math.ceil(ms / 1000) })
    : new RateLimitedError(ms, 'video.comment.dailyLimit', { count: Math.ceil(ms / HOUR) });
}

/** Counts one comment of the member against both limits, refusing with the wait when one is used up. */
export async function countComment(db: Executor, memberId: number, limits: { perMinute: number; perDay: number }, now: Date): Promise<void> {
  const windows: ['minute' | 'day', Limit][] = [
    ['minute', { max: limits.perMinute, windowMs: MINUTE }],
    ['day', { max: limits.perDay, windowMs: DAY }],
  ];
  for (const [name, limit] of windows) {
    const { allowed, retryAfterMs } = await hit(db, `comment:${name}:${memberId}`, limit, now.getTime());
    if (!allowed) throw commentLimitError(name, retryAfterMs);
  }
}
