import type { Executor } from '../db/schema.ts';
import { DomainError } from '../errors.ts';
import type { PasswordHasher } from '../security/password.ts';
import { checkKeyedPin, hashPin, isKeyedPinHash, type PinKeys } from '../security/pin-hash.ts';
import * as limits from '../security/rate-limit.ts';
import { findPayPasswordHash, replacePayPasswordHash } from './member.repository.ts';

/** Five wrong payment passwords lock paying for fifteen minutes from the fifth. */
const PAY_PWD_LIMIT = { max: 5, windowMs: 15 * 60_000 };

const keyOf = (memberId: number) => `paypwd:${memberId}`;

export interface PayPassword {
  /** The stored form of a new payment password. */
  hash(pin: string): string;
  /** Checks the 6-digit payment password before money leaves the balance (orders, VIP); throws when it may not pay. */
  check(db: Executor, memberId: number, pin: string): Promise<void>;
}

/**
 * Payment passwords as keyed hashes (security/pin-hash.ts). Every check is counted before it is made, in
 * one statement, so a burst of parallel guesses gets no more than five checks; a correct one forgets the
 * count. A hash from before keyed hashing (scrypt) is verified the slow way once and replaced.
 */
export function payPasswords(keys: PinKeys, passwords: PasswordHasher): PayPassword {
  async function matches(memberId: number, pin: string, stored: string): Promise<{ ok: boolean; rehash: boolean }> {
    if (isKeyedPinHash(stored)) {
      const { ok, stale } = checkKeyedPin(keys, pin, stored);
      return { ok, rehash: stale };
    }
    const ok = await passwords.verify(pin, stored, `member:${memberId}`);
    return { ok, rehash: ok };
  }

  return {
    hash: (pin) => hashPin(keys, pin),

    async check(db, memberId, pin) {
      const stored = await findPayPasswordHash(db, memberId);
      if (!stored) throw new DomainError('pay.pwdNotSet');
      const attempt = await limits.countFailure(db, keyOf(memberId), PAY_PWD_LIMIT);
      if (!attempt.allowed) throw new DomainError('pay.locked');
      const { ok, rehash } = await matches(memberId, pin, stored);
      if (ok) {
        await limits.clear(db, keyOf(memberId));
        // Conditional on the hash read, so a payment password changed meanwhile is not overwritten.
        if (rehash) await replacePayPasswordHash(db, memberId, stored, hashPin(keys, pin));
        return;
      }
      if (attempt.locked) throw new DomainError('pay.locked');
      throw new DomainError('pay.pwdWrong', { left: attempt.left });
    },
  };
}
