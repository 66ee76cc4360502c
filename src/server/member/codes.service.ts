import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Executor } from '../db/schema.ts';
import { DomainError, RateLimitedError } from '../errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createT } from '../../lib/i18n/messages.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { enforce, hit } from '../security/rate-limit.ts';
import * as repo from './codes.repository.ts';

export type CodePurpose = 'bind' | 'verify' | 'reset';

export const CODE_TTL_MS = 10 * 60 * 1000;
const CODE_MAX_ATTEMPTS = 5;

export interface CodeLimits {
  perAddressMs: number;
  perAddressDaily: number;
  perIpDaily: number;
}

const DAY = 24 * 60 * 60 * 1000;

export interface CodeDeps {
  db: Executor;
  mailer: Mailer;
  /** Key for the HMAC of stored codes: six digits hashed without a secret could be brute-forced offline. */
  codeKey: Buffer;
  codeLimits: CodeLimits;
}

const hashCode = (key: Buffer, email: string, purpose: string, code: string) =>
  createHmac('sha256', key).update(`${purpose}:${email}:${code}`).digest('hex');

/** Sends a fresh 6-digit code for one purpose to one address, within the sending limits. */
export async function sendCode(deps: CodeDeps, input: { email: string; purpose: CodePurpose; locale: Locale; ip: string }): Promise<void> {
  const email = input.email.toLowerCase();
  const resend = await hit(deps.db, `code:send:${input.purpose}:${email}`, { max: 1, windowMs: deps.codeLimits.perAddressMs });
  if (!resend.allowed) {
    // Whichever form asked (the same address and purpose serve several), it can say how long to wait.
    const seconds = Math.max(1, Math.ceil(resend.retryAfterMs / 1000));
    throw new RateLimitedError(resend.retryAfterMs, 'code.tooSoon', { count: seconds });
  }
  await enforce(deps.db, `code:day:${email}`, { max: deps.codeLimits.perAddressDaily, windowMs: DAY });
  await enforce(deps.db, `code:ip:${input.ip}`, { max: deps.codeLimits.perIpDaily, windowMs: DAY });

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const t = createT(input.locale);
  const now = new Date();
  const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
  // Mail first: a code is only stored once it is on its way, so a mail failure leaves nothing to guess at.
  // The code is in the body only: a subject shows on a locked phone. A mail still unsent when the code
  // expires is not sent at all.
  try {
    await deps.mailer.send({
      to: email,
      subject: t('mail.code.subject'),
      text: t(`mail.code.${input.purpose}`, { code, minutes: t('time.minutes', { count: CODE_TTL_MS / 60_000 }) }),
      expiresAt,
    });
  } catch {
    throw new DomainError('error.mailFailed');
  }
  await repo.insertCode(deps.db, { email, purpose: input.purpose, codeHash: hashCode(deps.codeKey, email, input.purpose, code), expiresAt }, now);
}

/**
 * Consumes the latest code sent to `email` for `purpose`. Wrong, expired, exhausted (5 attempts) and
 * already-used codes all answer the same way. Each try takes an attempt before the code is compared, so
 * a parallel burst compares no more than five guesses.
 */
export async function consumeCode(deps: Pick<CodeDeps, 'db' | 'codeKey'>, input: { email: string; purpose: CodePurpose; code: string }): Promise<void> {
  const email = input.email.toLowerCase();
  const now = new Date();
  const row = await repo.latestCode(deps.db, email, input.purpose);
  const invalid = new DomainError('account.code.invalid');
  if (!row || row.consumed_at || row.expires_at <= now.toISOString()) throw invalid;
  if (!(await repo.claimAttempt(deps.db, row.id, CODE_MAX_ATTEMPTS))) throw invalid;

  const expected = Buffer.from(row.code_hash, 'hex');
  const actual = Buffer.from(hashCode(deps.codeKey, email, input.purpose, input.code), 'hex');
  if (!timingSafeEqual(expected, actual)) throw invalid;
  if (!(await repo.consumeCodeRow(deps.db, row.id, now))) throw invalid;
}

/** Removes email codes that expired before `before`; the cleanup job's share for codes. */
export function deleteCodesExpiredBefore(db: Executor, before: Date): Promise<number> {
  return repo.deleteCodesExpiredBefore(db, before);
}
