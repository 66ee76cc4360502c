import type { DbPool, Executor } from '../db/schema.ts';
import { DomainError } from '../errors.ts';
import type { PasswordHasher } from '../security/password.ts';
import { checkKeyedPin, hashPin, isKeyedPinHash, type PinKeys } from '../security/pin-hash.ts';
import * as limits from '../security/rate-limit.ts';
import { lockPayPasswordHash, replacePayPasswordHash } from './member.repository.ts';

/** Five wrong payment passwords lock paying for fifteen minutes from the fifth. */
const PAY_PWD_LIMIT = { max: 5, windowMs: 15 * 60_000 };

const keyOf = (memberId: number) => `paypwd:${memberId}`;

/**
 * What a payment password check decided: 'ok'; 'legacy', an old scrypt hash that must be checked (and
 * upgraded) outside the transaction with `upgrade` before trying again; or the refusal, to be thrown once
 * the transaction has committed, so the failure it counted stays counted.
 */
export type PinVerdict = 'ok' | 'legacy' | DomainError;

export interface PayPassword {
  /** The stored form of a new payment password. */
  hash(pin: string): string;
  /**
   * Inside the caller's transaction, before money moves: holds the member's row (PostgreSQL; SQLite runs one
   * transaction at a time), reads the failures so far, checks, and counts a wrong entry; a correct one forgets
   * the failures. Parallel entries for one member thus take turns, so a burst of guesses gets five checks and
   * no more, while parallel payments with the right password all go through, with one read of the count.
   */
  judge(trx: Executor, memberId: number, pin: string): Promise<PinVerdict>;
  /** A legacy hash checked the slow way, counted before, and replaced by a keyed one; throws the refusal. */
  upgrade(db: Executor, memberId: number, pin: string): Promise<void>;
  /** `judge` in a transaction of its own, legacy hashes upgraded; throws when it may not pay (VIP). */
  check(db: DbPool, memberId: number, pin: string): Promise<void>;
}

/** Payment passwords as keyed hashes (security/pin-hash.ts, decision 020). */
export function payPasswords(keys: PinKeys, passwords: PasswordHasher): PayPassword {
  async function countAttempt(db: Executor, memberId: number): Promise<{ refusal?: DomainError; left: number; locked: boolean }> {
    const attempt = await limits.countFailure(db, keyOf(memberId), PAY_PWD_LIMIT);
    return { refusal: attempt.allowed ? undefined : new DomainError('pay.locked'), left: attempt.left, locked: attempt.locked };
  }
  const wrong = (attempt: { left: number; locked: boolean }) => (attempt.locked ? new DomainError('pay.locked') : new DomainError('pay.pwdWrong', { count: attempt.left }));

  const payPassword: PayPassword = {
    hash: (pin) => hashPin(keys, pin),

    async judge(trx, memberId, pin) {
      const stored = await lockPayPasswordHash(trx, memberId);
      if (!stored) return new DomainError('pay.pwdNotSet');
      if (!isKeyedPinHash(stored)) return 'legacy';
      // Entries for this member take turns from here to the commit (its row is held), so the failures read
      // now include every entry checked before this one: counting before checking would add nothing.
      const failures = await limits.peek(trx, keyOf(memberId), PAY_PWD_LIMIT);
      if (failures >= PAY_PWD_LIMIT.max) return new DomainError('pay.locked');
      const { ok, stale } = checkKeyedPin(keys, pin, stored);
      if (!ok) return wrong(await countAttempt(trx, memberId));
      if (failures > 0) await limits.clear(trx, keyOf(memberId));
      if (stale) await replacePayPasswordHash(trx, memberId, stored, hashPin(keys, pin));
      return 'ok';
    },

    async upgrade(db, memberId, pin) {
      const stored = await lockPayPasswordHash(db, memberId);
      if (!stored) throw new DomainError('pay.pwdNotSet');
      if (isKeyedPinHash(stored)) return;
      const attempt = await countAttempt(db, memberId);
      if (attempt.refusal) throw attempt.refusal;
      if (!(await passwords.verify(pin, stored, `member:${memberId}`))) throw wrong(attempt);
      await limits.clear(db, keyOf(memberId));
      // Conditional on the hash read, so a payment password changed meanwhile is not overwritten.
      await replacePayPasswordHash(db, memberId, stored, hashPin(keys, pin));
    },

    async check(db, memberId, pin) {
      const judged = () => db.transaction().execute((trx) => payPassword.judge(trx, memberId, pin));
      let verdict = await judged();
      if (verdict === 'legacy') {
        // upgrade throws unless it stored a keyed hash, so the second verdict is never 'legacy'.
        await payPassword.upgrade(db, memberId, pin);
        verdict = await judged();
      }
      if (verdict instanceof DomainError) throw verdict;
    },
  };
  return payPassword;
}
