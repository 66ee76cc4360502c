import { adjustBalance as adjust } from '../../balance/balance.service.ts';
import { askProviderAbout, settleRecharge } from '../../balance/recharge-reconcile.service.ts';
import type { RechargeDeps } from '../../balance/recharge.service.ts';
import type { DbPool } from '../../db/schema.ts';
import { handleFeedback as markHandled } from '../../feedback/feedback.service.ts';
import { operatorAction, type OperatorActor } from '../operator-action.ts';

/** Members' money and feedback: a balance adjusted, a top-up settled, feedback marked handled. */

/** Credits (positive fen) or debits (negative) a balance with a ledger line; answers the account and the balance after. */
export function adjustBalance(db: DbPool, actor: OperatorActor, input: { memberId: number; amount: number; reason: string }) {
  return operatorAction(db, actor, async (trx) => {
    const result = await adjust(trx, input);
    const yuan = `${input.amount > 0 ? '+' : '-'}${(Math.abs(input.amount) / 100).toFixed(2)}`;
    return { entry: { action: 'balance.adjust', target: result.account, detail: `${yuan} ${input.reason}` }, result };
  });
}

/**
 * Settles a top-up by what its provider says: credited once when paid, failed or expired otherwise. The
 * provider is asked before the transaction opens, so no lock waits on the network; answers the status after.
 */
export async function reconcileRecharge(deps: RechargeDeps, actor: OperatorActor, { rechargeNo }: { rechargeNo: string }) {
  const asked = await askProviderAbout(deps, rechargeNo);
  return operatorAction(deps.db, actor, async (trx) => {
    const status = await settleRecharge(deps, trx, asked);
    return { entry: { action: 'recharge.reconcile', target: rechargeNo, detail: status, after: { status } }, result: status };
  });
}

export function handleFeedback(db: DbPool, actor: OperatorActor, { id }: { id: number }) {
  return operatorAction(db, actor, async (trx) => {
    await markHandled(trx, id, actor.account ?? actor.name);
    return { entry: { action: 'feedback.handle', target: String(id), after: { handled: true } }, result: { id, handled: true } };
  });
}
