import { findVipPlan } from '../../config/recharge.ts';
import type { VipBuyInput } from '../../lib/schemas/balance.ts';
import { isVipActive, vipExpiryAfter } from '../../lib/vip.ts';
import type { DbPool, Executor } from '../db/schema.ts';
import { DomainError } from '../errors.ts';
import { memberMoney, moveVipExpiry } from '../member/member-records.service.ts';
import type { PayPassword } from '../member/pay-password.service.ts';
import { post } from './ledger.ts';

class ExpiryMoved extends Error {}

/** Whether the member's VIP membership runs at `now`: VIPs ship free and earn the larger top-up bonus. */
export async function isVip(db: Executor, memberId: number, now = new Date()): Promise<boolean> {
  return isVipActive((await memberMoney(db, memberId)).vipExpiresAt, now.getTime());
}

/**
 * Buys or renews VIP from the balance with the payment password. A renewal runs on from the current
 * expiry. The debit and the new expiry commit together; the expiry is a conditional update on the
 * value read, so two purchases at once each add their months instead of one overwriting the other.
 */
export async function buyVip(db: DbPool, payPassword: PayPassword, memberId: number, input: VipBuyInput, now = new Date()) {
  const plan = findVipPlan(input.planId);
  if (!plan) throw new DomainError('vip.plan.required');
  await payPassword.check(db, memberId, input.payPwd);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      return await db.transaction().execute(async (trx) => {
        const current = (await memberMoney(trx, memberId)).vipExpiresAt;
        const expiresAt = vipExpiryAfter(current, plan.months, now).toISOString();
        if (!(await moveVipExpiry(trx, memberId, current, expiresAt))) throw new ExpiryMoved();
        const balance = await post(trx, { memberId, type: 'vip', amount: -plan.price, ref: plan.id }, now);
        return { planId: plan.id, expiresAt, balance };
      });
    } catch (err) {
      if (!(err instanceof ExpiryMoved)) throw err;
    }
  }
  throw new DomainError('vip.tryAgain');
}
