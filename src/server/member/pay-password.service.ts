import type { Executor } from '../db/schema.ts';
import { DomainError } from '../errors.ts';
import { verifyPassword } from '../security/password.ts';
import * as limits from '../security/rate-limit.ts';
import { findPayPasswordHash } from './member.repository.ts';

/** Five wrong payment passwords lock paying for fifteen minutes from the fifth. */
const PAY_PWD_LIMIT = { max: 5, windowMs: 15 * 60_000 };

const keyOf = (memberId: number) => `paypwd:${memberId}`;

/**
 * Checks the 6-digit payment password before money leaves the balance (orders, VIP). Failures are
 * counted in the database so every instance agrees; a correct password forgets them.
 */
export async function checkPayPassword(db: Executor, memberId: number, payPwd: string): Promise<void> {
  const key = keyOf(memberId);
  if (await limits.isLocked(db, key, PAY_PWD_LIMIT)) throw new DomainError('pay.locked');
  const hash = await findPayPasswordHash(db, memberId);
  if (!hash) throw new DomainError('pay.pwdNotSet');
  if (await verifyPassword(payPwd, hash)) {
    await limits.clear(db, key);
    return;
  }
  const failure = await limits.countFailure(db, key, PAY_PWD_LIMIT);
  if (failure.locked) throw new DomainError('pay.locked');
  throw new DomainError('pay.pwdWrong', { left: failure.left });
}
