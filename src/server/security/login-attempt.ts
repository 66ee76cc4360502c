import type { Config } from '../config.ts';
import type { DbPool } from '../db/schema.ts';
import { BusyError, RateLimitedError } from '../errors.ts';
import type { PasswordHasher } from './password.ts';
import { clear, countFailure, forgive, msUntilReset } from './rate-limit.ts';

/**
 * The limits a login counts against: failures for this account from this address (what one stranger can
 * do to one account), from this address for any account, and for this account from anywhere (a higher
 * ceiling, so guessing from many addresses is bounded too without one stranger locking the owner out).
 * `scope` keeps members' and operators' counts apart.
 */
function loginLimits(limits: Config['limits'], scope: string, account: string, ip: string) {
  const windowMs = limits.loginFailureWindowMs;
  const name = account.toLowerCase();
  return {
    pair: { key: `${scope}:pair:${name}:${ip}`, limit: { max: limits.loginFailuresPerAccountIp, windowMs } },
    ip: { key: `${scope}:ip:${ip}`, limit: { max: limits.loginFailuresPerIp, windowMs } },
    account: { key: `${scope}:account:${name}`, limit: { max: limits.loginFailuresPerAccount, windowMs } },
  };
}

export interface LoginAttempt {
  db: DbPool;
  passwords: PasswordHasher;
  limits: Config['limits'];
  /** 'login' for members, 'oplogin' for operators. */
  scope: string;
  account: string;
  ip: string;
  pwd: string;
  /** The stored hash of the account, or null when there is none (checked against a dummy of equal cost). */
  stored: string | null;
}

/**
 * Whether the password is right, counted as a failure *before* it is checked, in one statement per limit,
 * so a burst of parallel tries gets no more checks than the limits allow; a success takes its count back and
 * forgets this address's failures for the account. Throws RateLimitedError past a limit or when this
 * address already has its share of hashes waiting, BusyError when the whole hashing queue is full (in those
 * two cases nothing was checked and nothing counts).
 */
export async function checkLoginPassword(a: LoginAttempt): Promise<boolean> {
  const { pair, ip, account } = loginLimits(a.limits, a.scope, a.account, a.ip);
  // In this order, and no further once one says no: attempts a locked address keeps making never reach the
  // account's own count, so one stranger cannot use them up for the owner of the account.
  for (const { key, limit } of [pair, ip, account]) {
    if (!(await countFailure(a.db, key, limit)).allowed) throw new RateLimitedError(await msUntilReset(a.db, key, limit));
  }
  const takeBack = async () => {
    await forgive(a.db, ip.key);
    await forgive(a.db, account.key);
  };
  let ok: boolean;
  try {
    ok = await a.passwords.verify(a.pwd, a.stored, a.ip);
  } catch (err) {
    // Refused by the hashing queue (this address's turn is full, or the server's): nothing was checked.
    if (err instanceof BusyError || err instanceof RateLimitedError) await Promise.all([forgive(a.db, pair.key), takeBack()]);
    throw err;
  }
  if (ok) {
    await clear(a.db, pair.key);
    await takeBack();
  }
  return ok;
}
