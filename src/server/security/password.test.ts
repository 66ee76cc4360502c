import { describe, expect, it } from 'vitest';
import { BusyError, RateLimitedError } from '../errors.ts';
import { FairQueue } from './fair-queue.ts';
import { createPasswordHasher, hashPassword, OWASP_SCRYPT, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('uses the OWASP minimum by default and records it in the hash', async () => {
    const hash = await hashPassword('secret123');
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(OWASP_SCRYPT).toEqual({ log2N: 17, r: 8, p: 1 });
    expect(await verifyPassword('secret123', hash)).toBe(true);
    expect(await verifyPassword('secret124', hash)).toBe(false);
    // Three full-strength scrypt runs: seconds, not milliseconds, on a busy two-core machine.
  }, 30_000);

  it('salts every hash and verifies hashes made with other parameters', async () => {
    const cheap = { log2N: 10, r: 8, p: 1 };
    const a = await hashPassword('pw', cheap);
    const b = await hashPassword('pw', cheap);
    expect(a).not.toBe(b);
    expect(await verifyPassword('pw', a)).toBe(true);
  });

  it('rejects malformed stored values', async () => {
    expect(await verifyPassword('pw', 'plain-text')).toBe(false);
  });
});

describe('password work refused by its queue', () => {
  it('is a rate limit (429) for one address beyond its share, and busy (503) when the whole queue is full', async () => {
    const hasher = createPasswordHasher({ log2N: 10, r: 8, p: 1 }, new FairQueue({ concurrency: 1, maxWaitingPerLane: 2, maxWaiting: 3 }));
    const settled = (p: Promise<unknown>) => p.then(() => 'ok', (err: unknown) => err);
    const a = [0, 1, 2, 3].map(() => settled(hasher.hash('secret123', '10.0.0.1')));
    const b = settled(hasher.hash('secret123', '10.0.0.2'));
    const c = settled(hasher.hash('secret123', '10.0.0.3'));
    const [a0, a1, a2, a3] = await Promise.all(a);
    expect([a0, a1, a2]).toEqual(['ok', 'ok', 'ok']);
    expect(a3).toBeInstanceOf(RateLimitedError);
    expect(a3).toMatchObject({ key: 'error.tooManyAtOnce' });
    expect((a3 as RateLimitedError).retryAfterMs).toBeGreaterThanOrEqual(1000);
    expect(await b).toBe('ok');
    expect(await c).toBeInstanceOf(BusyError);
    expect((await c as BusyError).retryAfterMs).toBeGreaterThanOrEqual(1000);
  });
});
