import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clear, countFailure, current, enforce, hit, isLocked, msUntilReset } from '../../src/server/security/rate-limit.ts';
import { RateLimitedError } from '../../src/server/errors.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const MIN = 60_000;
const limit = { max: 3, windowMs: 15 * MIN };
const t0 = Date.parse('2026-01-01T00:00:00Z');

describe(`rate limits (${TEST_DIALECT})`, () => {
  it('counts events in a window from the first, and starts again once it has passed', async () => {
    const db = ctx.db.kysely;
    expect((await hit(db, 'k:window', limit, t0)).count).toBe(1);
    expect(await hit(db, 'k:window', limit, t0 + MIN)).toMatchObject({ count: 2, allowed: true, retryAfterMs: 14 * MIN });
    await hit(db, 'k:window', limit, t0 + 2 * MIN);
    expect(await hit(db, 'k:window', limit, t0 + 3 * MIN)).toMatchObject({ count: 4, allowed: false });
    expect(await hit(db, 'k:window', limit, t0 + 15 * MIN)).toMatchObject({ count: 1, allowed: true });
    await expect(Promise.all([1, 2, 3, 4].map(() => enforce(db, 'k:enforce', limit)))).rejects.toBeInstanceOf(RateLimitedError);
  });

  it('never asks to wait longer than a window, when a parallel request with a later clock opened it', async () => {
    const db = ctx.db.kysely;
    await hit(db, 'k:later', limit, t0 + 1_500);
    expect(await hit(db, 'k:later', limit, t0)).toMatchObject({ count: 2, retryAfterMs: limit.windowMs });
  });

  it('locks from the failure that reaches the limit, for a whole window from it', async () => {
    const db = ctx.db.kysely;
    expect(await countFailure(db, 'k:lock', limit, t0)).toEqual({ count: 1, allowed: true, locked: false, left: 2 });
    expect(await countFailure(db, 'k:lock', limit, t0 + 5 * MIN)).toMatchObject({ count: 2, locked: false, left: 1 });
    expect(await countFailure(db, 'k:lock', limit, t0 + 10 * MIN)).toEqual({ count: 3, allowed: true, locked: true, left: 0 });
    // Fifteen minutes after the first failure, but only five after the third: still locked.
    expect(await isLocked(db, 'k:lock', limit, t0 + 15 * MIN)).toBe(true);
    expect(await isLocked(db, 'k:lock', limit, t0 + 25 * MIN - 1)).toBe(true);
    expect(await isLocked(db, 'k:lock', limit, t0 + 25 * MIN)).toBe(false);
    await clear(db, 'k:lock');
    expect(await isLocked(db, 'k:lock', limit, t0 + 11 * MIN)).toBe(false);
  });

  it('reads the count of a window and when it ends without counting', async () => {
    const db = ctx.db.kysely;
    expect(await current(db, 'k:read', limit, t0)).toEqual({ count: 0, retryAfterMs: 0 });
    await hit(db, 'k:read', limit, t0);
    await hit(db, 'k:read', limit, t0 + MIN);
    expect(await current(db, 'k:read', limit, t0 + 5 * MIN)).toEqual({ count: 2, retryAfterMs: 10 * MIN });
    expect(await current(db, 'k:read', limit, t0 + 5 * MIN)).toEqual({ count: 2, retryAfterMs: 10 * MIN });
    expect(await msUntilReset(db, 'k:read', limit, t0 + 5 * MIN)).toBe(10 * MIN);
    // A clock read a moment before the window opened still says no more than a window.
    expect((await current(db, 'k:read', limit, t0 - 1)).retryAfterMs).toBe(limit.windowMs);
    expect(await current(db, 'k:read', limit, t0 + 15 * MIN)).toEqual({ count: 0, retryAfterMs: 0 });
  });

  it('gives a parallel burst one count each, so counting before checking lets through no more than the limit', async () => {
    const results = await Promise.all(Array.from({ length: 30 }, () => countFailure(ctx.db.kysely, 'k:burst', limit)));
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(results.filter((r) => r.allowed)).toHaveLength(limit.max);
  });
});
