import { isOverdue, type OrderView } from '../../lib/order-state.ts';
import type { MemberInfo } from '../../lib/schemas/account.ts';

/** payable: waiting for the money; paid: nothing left to do here; closed: cancelled or out of time. */
export type CashierState = 'payable' | 'paid' | 'closed';

export function cashierState(order: Pick<OrderView, 'status' | 'payDeadline' | 'paidAt'>, now: number): CashierState {
  if (order.paidAt) return 'paid';
  if (order.status === 'pending_payment' && !isOverdue(order, now)) return 'payable';
  return 'closed';
}

/** What stands between the member and paying from the balance: a payment password, enough money. */
export interface PayBlockers {
  noPayPwd: boolean;
  insufficient: boolean;
  /** How much a top-up must add at least, in fen. */
  shortBy: number;
}

export function payBlockers(info: Pick<MemberInfo, 'balance' | 'havePayPwd'>, amount: number): PayBlockers {
  const shortBy = Math.max(0, amount - info.balance);
  return { noPayPwd: !info.havePayPwd, insufficient: shortBy > 0, shortBy };
}
