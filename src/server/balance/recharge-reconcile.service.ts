import type { RechargeStatus } from '../../lib/schemas/balance.ts';
import type { Executor } from '../db/schema.ts';
import { NotFoundError } from '../errors.ts';
import { topUpNotices } from '../metrics/metrics.ts';
import { applyNotice, type RechargeDeps } from './recharge.service.ts';
import * as repo from './recharge.repository.ts';

/**
 * Reconciling top-ups with their provider: asking what became of one, and settling it by the answer
 * (credited, failed or expired). The operator's flow and the shop's job both run these.
 */

/** A top-up and what its provider says of it now (nothing for a paid one), asked before any transaction opens. */
export async function askProviderAbout(deps: RechargeDeps, rechargeNo: string, now = new Date()) {
  const row = await repo.findRecharge(deps.db, rechargeNo);
  if (!row) throw new NotFoundError('balance.recharge.notFound');
  // A top-up started with a provider the shop no longer uses can only run out of time here.
  const answer = row.status !== 'paid' && row.provider === deps.provider.name ? await deps.provider.queryPayment(rechargeNo, now) : null;
  return { row, answer };
}

/**
 * Settles a top-up by its provider's answer: credited when paid, failed when the provider says so, expired
 * once its time is up with nothing paid. Writes through `db`, a caller's transaction if it is one. Returns
 * the status after.
 */
export async function settleRecharge(deps: RechargeDeps, db: Executor, { row, answer }: Awaited<ReturnType<typeof askProviderAbout>>, now = new Date()): Promise<RechargeStatus> {
  if (row.status === 'paid') return 'paid';
  if (answer?.status === 'paid') {
    const notice = { reference: row.recharge_no, amount: answer.amount, currency: answer.currency, status: 'paid' as const, providerRef: answer.providerRef };
    const { outcome } = await applyNotice(deps, notice, JSON.stringify({ query: answer }), now, 'reconciled', db);
    topUpNotices.inc({ outcome });
  } else if (answer?.status === 'failed') {
    await repo.moveRecharge(db, row.id, ['pending'], 'failed', now);
  } else if (answer?.status === 'expired' || Date.parse(row.expires_at) <= now.getTime()) {
    await repo.moveRecharge(db, row.id, ['pending'], 'expired', now);
  }
  return ((await repo.findRecharge(db, row.recharge_no))!.status) as RechargeStatus;
}

/** Asks the provider what became of a top-up and settles it (the job's way; the operator's is a flow). */
export async function reconcileRecharge(deps: RechargeDeps, rechargeNo: string, now = new Date()): Promise<RechargeStatus> {
  return settleRecharge(deps, deps.db, await askProviderAbout(deps, rechargeNo, now), now);
}

/** The job: top-ups pending for over two minutes are settled by asking their provider. */
export async function reconcileStaleRecharges(deps: RechargeDeps, now = new Date()): Promise<number> {
  const stale = await repo.stalePending(deps.db, new Date(now.getTime() - 2 * 60_000));
  for (const row of stale) {
    try {
      await reconcileRecharge(deps, row.recharge_no, now);
    } catch (err) {
      // One top-up the provider cannot answer about (a timeout, a refused query) must not hold up the others.
      deps.logger.warn('top-up not reconciled', { rechargeNo: row.recharge_no, error: err instanceof Error ? err.message : String(err) });
    }
  }
  return stale.length;
}
