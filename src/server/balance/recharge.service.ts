import { createHash, randomInt } from 'node:crypto';
import { RECHARGE, rechargeBonus } from '../../config/recharge.ts';
import { localizePath, type Locale } from '../../lib/i18n/locales.ts';
import { createT } from '../../lib/i18n/messages.ts';
import type { RechargeInput, RechargeStatus } from '../../lib/schemas/balance.ts';
import { atomically } from '../db/atomic.ts';
import type { DbPool, Executor, Trx } from '../db/schema.ts';
import { DomainError, NotFoundError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { topUpNotices } from '../metrics/metrics.ts';
import { CallbackRejected, type PaymentNotice, type PaymentProvider } from '../payments/provider.ts';
import * as limits from '../security/rate-limit.ts';
import { post } from './ledger.ts';
import { isVip } from './vip.service.ts';
import * as repo from './recharge.repository.ts';

export interface RechargeDeps {
  db: DbPool;
  provider: PaymentProvider;
  /** The shop's public address, for the provider's callback. */
  publicSiteUrl: string;
  logger: Logger;
  /** Pays the order a credited top-up was started for (flows/pay-with-top-up.ts); absent, the money stays on the balance. */
  settleOrder?: OrderSettler;
}

/**
 * Runs in the credit's transaction with the balance after it; may return work for after the commit (a mail).
 */
export type OrderSettler = (trx: Trx, recharge: repo.RechargeRow, balanceAfter: number, now: Date) => Promise<(() => Promise<void>) | void>;

/** Callback outcomes kept in payment_callbacks. */
export type CallbackOutcome = 'credited' | 'reconciled' | 'declined' | 'replay' | 'ignored' | 'rejected';

const PER_HOUR = { max: RECHARGE.perHour, windowMs: 60 * 60_000 };

/** "R" and the time the top-up started, then six random digits. */
function newRechargeNo(now = new Date()): string {
  return `R${now.toISOString().replace(/\D/g, '').slice(0, 14)}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

function rechargeView(row: repo.RechargeRow) {
  return {
    rechargeNo: row.recharge_no,
    amount: Number(row.amount),
    bonus: Number(row.bonus),
    status: row.status as RechargeStatus,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    paidAt: row.paid_at,
  };
}
export type RechargeView = ReturnType<typeof rechargeView>;

/**
 * Starts a top-up: a pending record with the bonus the amount earns now (VIPs earn more), then the
 * provider's page to pay on. The balance changes only when the provider confirms the payment.
 */
export async function startRecharge(deps: RechargeDeps, memberId: number, locale: Locale, input: RechargeInput, now = new Date()) {
  return openRecharge(deps, memberId, locale, {
    amount: input.amount,
    bonus: rechargeBonus(input.amount, await isVip(deps.db, memberId, now)),
    returnPath: (rechargeNo) => `${localizePath('/mine/myBalance', locale)}?rechargeNo=${rechargeNo}`,
  }, now);
}

/** What a top-up is for: its amount and bonus, the order it pays (decision 101), where the provider sends the shopper back. */
export interface RechargePlan {
  amount: number;
  bonus: number;
  orderNo?: string;
  returnPath: (rechargeNo: string) => string;
  /** The provider's payment window closes no later than this (an order's deadline). */
  closesBy?: Date;
}

/** A pending top-up as `plan` says and the provider's page to pay it on; the provider refusing marks it failed. */
export async function openRecharge(deps: RechargeDeps, memberId: number, locale: Locale, plan: RechargePlan, now = new Date()) {
  const { db } = deps;
  if (!(await limits.hit(db, `recharge:${memberId}`, PER_HOUR, now.getTime())).allowed) throw new DomainError('balance.recharge.tooMany');
  const rechargeNo = newRechargeNo(now);
  const window = now.getTime() + RECHARGE.expiresInMin * 60_000;
  const expiresAt = new Date(plan.closesBy ? Math.min(window, plan.closesBy.getTime()) : window);
  const id = await repo.insertRecharge(db, {
    recharge_no: rechargeNo,
    member_id: memberId,
    amount: plan.amount,
    bonus: plan.bonus,
    currency: 'CNY',
    provider: deps.provider.name,
    status: 'pending',
    expires_at: expiresAt.toISOString(),
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
    order_no: plan.orderNo ?? null,
  });
  try {
    const payment = await deps.provider.createPayment({
      reference: rechargeNo,
      amount: plan.amount,
      currency: 'CNY',
      subject: createT(locale)('balance.recharge.subject'),
      returnUrl: plan.returnPath(rechargeNo),
      notifyUrl: `${deps.publicSiteUrl}/api/pay/notify/${deps.provider.name}`,
      expiresAt,
      locale,
    });
    await repo.setProviderRef(db, id, payment.providerRef);
    return { rechargeNo, payUrl: payment.payUrl };
  } catch (err) {
    deps.logger.error('payment provider refused a top-up', { rechargeNo, error: err instanceof Error ? err.message : String(err) });
    await repo.moveRecharge(db, id, ['pending'], 'failed', now);
    throw new DomainError('balance.recharge.providerDown');
  }
}

export async function rechargeDetail(db: Executor, memberId: number, rechargeNo: string): Promise<RechargeView> {
  const row = await repo.findMemberRecharge(db, memberId, rechargeNo);
  if (!row) throw new NotFoundError('balance.recharge.notFound');
  return rechargeView(row);
}

/**
 * Applies a provider's verified notice. A payment is credited once, amount and bonus together with
 * the move to `paid`, whatever the order or number of callbacks: a replay finds the top-up paid and
 * changes nothing. A notice that does not match the top-up (amount, currency, provider) credits
 * nothing. Every notice is recorded with its outcome. Writes through `db`, a caller's transaction if it is one.
 */
export async function applyNotice(
  deps: RechargeDeps,
  notice: PaymentNotice,
  payload: string,
  now = new Date(),
  creditedAs: 'credited' | 'reconciled' = 'credited',
  db: Executor = deps.db,
): Promise<{ outcome: CallbackOutcome; reason?: string }> {
  const { provider } = deps;
  const record = { provider: provider.name, recharge_no: notice.reference, payload };
  const row = await repo.findRecharge(db, notice.reference);
  const mismatch = !row
    ? 'unknown top-up'
    : row.provider !== provider.name
      ? 'top-up belongs to another provider'
      : Number(row.amount) !== notice.amount
        ? `amount ${notice.amount} differs from ${row.amount}`
        : notice.currency !== row.currency
          ? `currency ${notice.currency} differs from ${row.currency}`
          : null;
  if (!row || mismatch) {
    await repo.recordCallback(db, { ...record, recharge_no: row ? notice.reference : null, outcome: 'rejected', reason: mismatch }, now);
    deps.logger.warn('payment callback rejected', { provider: provider.name, reference: notice.reference, reason: mismatch });
    return { outcome: 'rejected', reason: mismatch ?? undefined };
  }
  if (notice.status === 'pending') {
    await repo.recordCallback(db, { ...record, outcome: 'ignored', reason: 'not paid yet' }, now);
    return { outcome: 'ignored' };
  }
  if (notice.status === 'failed') {
    const moved = await repo.moveRecharge(db, row.id, ['pending'], 'failed', now);
    await repo.recordCallback(db, { ...record, outcome: moved ? 'declined' : 'ignored', reason: moved ? null : `already ${row.status}` }, now);
    return { outcome: moved ? 'declined' : 'ignored' };
  }
  const { result, after } = await atomically(db, async (trx) => {
    // A verified payment is money the shopper has handed over: credit it even after the shop gave up waiting.
    const moved = await repo.moveRecharge(trx, row.id, ['pending', 'expired', 'failed'], 'paid', now, {
      paid_at: now.toISOString(),
      provider_ref: notice.providerRef,
    });
    if (!moved) {
      await repo.recordCallback(trx, { ...record, outcome: 'replay', reason: null }, now);
      return { result: { outcome: 'replay' as const } };
    }
    let balance = await post(trx, { memberId: row.member_id, type: 'recharge', amount: Number(row.amount), ref: row.recharge_no, orderNo: row.order_no }, now);
    if (Number(row.bonus) > 0) balance = await post(trx, { memberId: row.member_id, type: 'bonus', amount: Number(row.bonus), ref: row.recharge_no }, now);
    // The order it was started for is paid (or the member told why not) in this same transaction.
    const later = row.order_no && deps.settleOrder ? await deps.settleOrder(trx, row, balance, now) : undefined;
    await repo.recordCallback(trx, { ...record, outcome: creditedAs, reason: null }, now);
    return { result: { outcome: creditedAs }, after: later };
  });
  if (after) await after();
  return result;
}

/**
 * Callbacks that do not verify (a bad signature, a stale or malformed one) can come from anyone, as fast as
 * they like. Each address may have this many recorded in a window, and all addresses together this many;
 * past either, a callback is refused without a record ("limited"). Of the ones recorded only a prefix of
 * the body is kept, with the hash of the whole, for UNVERIFIED_KEEP_DAYS (decision 060). A verified callback
 * never counts here: the provider's own notices are never limited.
 */
export const UNVERIFIED_CALLBACKS = {
  perAddress: { max: 20, windowMs: 10 * 60_000 },
  all: { max: 100, windowMs: 10 * 60_000 },
  prefixChars: 256,
  keepDays: 7,
} as const;

/** A callback as it reached the shop: what was sent, and the client address it came from. */
export interface CallbackRequest {
  headers: Headers;
  body: string;
  clientIp: string;
}

export type CallbackResult = { outcome: CallbackOutcome } | { outcome: 'limited'; retryAfterMs: number };

/**
 * Counts an unverified callback against its address's limit, then (only when that allows it, so one address
 * cannot use up everyone's) against the limit of all addresses. One already past a limit is refused after a
 * read, without a write, so a flood does not keep the database writing either. Answers when to come back
 * when refused, and which limit this callback used up when it was the last one allowed.
 */
async function admitUnverified(
  deps: RechargeDeps,
  clientIp: string,
  now: number,
): Promise<{ allowed: true; usedUp?: { scope: string; retryAfterMs: number } } | { allowed: false; retryAfterMs: number }> {
  let usedUp: { scope: string; retryAfterMs: number } | undefined;
  for (const [scope, key, limit] of [
    ['address', `paynotify:ip:${clientIp}`, UNVERIFIED_CALLBACKS.perAddress],
    ['all', 'paynotify:all', UNVERIFIED_CALLBACKS.all],
  ] as const) {
    const seen = await limits.current(deps.db, key, limit, now);
    if (seen.count >= limit.max) return { allowed: false, retryAfterMs: seen.retryAfterMs };
    const hit = await limits.hit(deps.db, key, limit, now);
    if (!hit.allowed) return { allowed: false, retryAfterMs: hit.retryAfterMs };
    if (hit.count === limit.max) usedUp = { scope, retryAfterMs: hit.retryAfterMs };
  }
  return { allowed: true, usedUp };
}

/**
 * A provider's callback as it arrived: its signature and shape are checked against the raw body, then
 * the notice is applied. A forged, stale or malformed callback credits nothing; it is recorded (bounded, see
 * UNVERIFIED_CALLBACKS) and logged, or, past the limits, refused as "limited" with when to try again.
 */
export async function receiveCallback(deps: RechargeDeps, callback: CallbackRequest, now = new Date()): Promise<CallbackResult> {
  let notice: PaymentNotice;
  try {
    notice = deps.provider.verifyCallback(callback, now);
  } catch (err) {
    if (!(err instanceof CallbackRejected)) throw err;
    const provider = deps.provider.name;
    const admitted = await admitUnverified(deps, callback.clientIp, now.getTime());
    if (!admitted.allowed) return { outcome: 'limited', retryAfterMs: admitted.retryAfterMs };
    // Said once per window, by the last one allowed: the refused ones after it are not logged one by one.
    if (admitted.usedUp) {
      const { scope, retryAfterMs } = admitted.usedUp;
      deps.logger.warn('unverified payment callbacks reached their limit; further ones are refused unrecorded', { provider, clientIp: callback.clientIp, scope, seconds: Math.ceil(retryAfterMs / 1000) });
    }
    await repo.recordCallback(
      deps.db,
      {
        provider,
        recharge_no: null,
        outcome: 'rejected',
        reason: err.message,
        payload: callback.body.slice(0, UNVERIFIED_CALLBACKS.prefixChars),
        verified: 0,
        payload_sha256: createHash('sha256').update(callback.body).digest('hex'),
        client_ip: callback.clientIp.slice(0, 64),
      },
      now,
    );
    deps.logger.warn('payment callback rejected', { provider, reason: err.message, clientIp: callback.clientIp });
    topUpNotices.inc({ outcome: 'rejected' });
    return { outcome: 'rejected' };
  }
  const result = await applyNotice(deps, notice, callback.body, now);
  topUpNotices.inc({ outcome: result.outcome });
  return result;
}

/** The job: unverified callbacks older than UNVERIFIED_CALLBACKS.keepDays are deleted; returns how many. */
export function expireUnverifiedCallbacks(db: Executor, now = new Date()): Promise<number> {
  return repo.deleteUnverifiedCallbacks(db, new Date(now.getTime() - UNVERIFIED_CALLBACKS.keepDays * 24 * 3_600_000));
}

/** The latest top-ups for the operator, newest first, optionally in one state, with the member's account. */
export async function listTopUps(db: Executor, status: RechargeStatus | undefined, limit = 50) {
  const rows = await repo.listRecharges(db, status, limit);
  return rows.map((r) => ({
    rechargeNo: r.recharge_no,
    status: r.status as RechargeStatus,
    amount: Number(r.amount),
    bonus: Number(r.bonus),
    provider: r.provider,
    account: r.account,
    createdAt: r.created_at,
    paidAt: r.paid_at,
  }));
}
