import type { Kysely } from 'kysely';
import { findVipPlan } from '../../config/recharge.ts';
import type { VipBuyInput } from '../../lib/schemas/balance.ts';
import { vipExpiryAfter } from '../../lib/vip.ts';
import type { Database } from '../db/schema.ts';
import { DomainError } from '../http/errors.ts';
import { checkPayPassword } from '../orders/pay-password.ts';
import { memberMoney } from './balance.repository.ts';
import { post } from './ledger.ts';

class ExpiryMoved extends Error {}

/**
 * Buys or renews VIP from the balance with the payment password. A renewal runs on from the current
 * expiry. The debit and the new expiry commit together; the expiry is a conditional update on the
 * value read, so two purchases at once each add their months instead of one overwriting the other.
 */
export async function buyVip(db: Kysely<Database>, memberId: number, input: VipBuyInput, now = new Date()) {
  const plan = findVipPlan(input.planId);
  if (!plan) throw new DomainError('vip.plan.required');
  await checkPayPassword(db, memberId, input.payPwd);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      return await db.transaction().execute(async (trx) => {
        const { vip_expires_at: current } = await memberMoney(trx, memberId);
        const expiresAt = vipExpiryAfter(current, plan.months, now).toISOString();
        const moved = await trx
          .updateTable('members')
          .set({ vip_expires_at: expiresAt })
          .where('id', '=', memberId)
          .where((eb) => (current === null ? eb('vip_expires_at', 'is', null) : eb('vip_expires_at', '=', current)))
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) !== 1) throw new ExpiryMoved();
        const balance = await post(trx, { memberId, type: 'vip', amount: -plan.price, ref: plan.id }, now);
        return { planId: plan.id, expiresAt, balance };
      });
    } catch (err) {
      if (!(err instanceof ExpiryMoved)) throw err;
    }
  }
  throw new DomainError('vip.tryAgain');
}
