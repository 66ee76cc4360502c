/**
 * Paying an order with a top-up of what the balance lacks (decision 101): pure rules, no I/O. The flow that starts
 * the top-up and the notice that settles it (flows/pay-with-top-up.ts) ask these.
 */

/** What the rules read of an order. */
export interface TopUpOrder {
  status: string;
  paid_at: string | null;
  pay_deadline: string;
  pay_amount: number;
}

/** Why an order cannot be paid with a top-up now: each is a translated refusal. */
export type TopUpRefusal = 'notUnpaid' | 'expired' | 'covered';

/**
 * The top-up an order needs, in fen: what its amount exceeds the balance by, raised to the provider's smallest
 * payment. No bonus is added: the money pays this order, it is not a top-up the shopper chose to make.
 */
export function shortfall(payAmount: number, balance: number, providerMin = 1): number {
  const short = payAmount - balance;
  return short <= 0 ? 0 : Math.max(short, providerMin);
}

/** Whether the order may start a top-up now, or why not. */
export function topUpRefusal(order: TopUpOrder, balance: number, now: Date): TopUpRefusal | null {
  if (order.paid_at || order.status !== 'pending_payment') return 'notUnpaid';
  if (Date.parse(order.pay_deadline) <= now.getTime()) return 'expired';
  if (shortfall(Number(order.pay_amount), balance) === 0) return 'covered';
  return null;
}

/**
 * What a credited top-up does with its order: pay it from the balance, or leave the money there because the order
 * is no longer waiting for it (paid another way, cancelled, out of time) or the balance no longer covers it (spent
 * meanwhile). `balanceAfter` is the balance with the top-up credited.
 */
export type SettleVerdict = { pay: true } | { pay: false; why: 'notUnpaid' | 'expired' | 'short' };

export function settleVerdict(order: TopUpOrder | undefined, balanceAfter: number, now: Date): SettleVerdict {
  if (!order || order.paid_at || order.status !== 'pending_payment') return { pay: false, why: 'notUnpaid' };
  if (Date.parse(order.pay_deadline) <= now.getTime()) return { pay: false, why: 'expired' };
  if (balanceAfter < Number(order.pay_amount)) return { pay: false, why: 'short' };
  return { pay: true };
}
