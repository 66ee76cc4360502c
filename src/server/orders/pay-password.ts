import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { DomainError } from '../http/errors.ts';
import { verifyPassword } from '../security/password.ts';
import * as limits from '../security/rate-limit.ts';

/** Five wrong payment passwords lock paying for fifteen minutes from the fifth. */
export const PAY_PWD_LIMIT = { max: 5, windowMs: 15 * 60_000 };

const keyOf = (memberId: number) => `paypwd:${memberId}`;

/** Checks the 6-digit payment password, counting failures in the database so every instance agrees. */
export async function checkPayPassword(db: Kysely<Database>, memberId: number, payPwd: string): Promise<void> {
  const key = keyOf(memberId);
  if ((await limits.peek(db, key, PAY_PWD_LIMIT)) >= PAY_PWD_LIMIT.max) throw new DomainError('pay.locked');
  const member = await db.selectFrom('members').select('pay_pwd_hash').where('id', '=', memberId).executeTakeFirst();
  if (!member?.pay_pwd_hash) throw new DomainError('pay.pwdNotSet');
  if (await verifyPassword(payPwd, member.pay_pwd_hash)) {
    await limits.clear(db, key);
    return;
  }
  const now = Date.now();
  const { count } = await limits.hit(db, key, PAY_PWD_LIMIT, now);
  if (count >= PAY_PWD_LIMIT.max) {
    // The lock runs fifteen minutes from the fifth failure, not from the first.
    await db.updateTable('rate_limits').set({ window_start: now }).where('key', '=', key).execute();
    throw new DomainError('pay.locked');
  }
  throw new DomainError('pay.pwdWrong', { left: PAY_PWD_LIMIT.max - count });
}
