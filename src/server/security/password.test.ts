import { describe, expect, it } from 'vitest';
import { hashPassword, OWASP_SCRYPT, verifyPassword } from './password.ts';

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
