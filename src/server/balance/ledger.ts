import type { Executor } from '../db/schema.ts';
import { DomainError } from '../errors.ts';
import { insertLedgerLine, moveBalance } from './balance.repository.ts';

export const LEDGER_TYPES = ['recharge', 'bonus', 'payment', 'refund', 'vip', 'adjust'] as const;
export type LedgerType = (typeof LEDGER_TYPES)[number];

export interface LedgerPosting {
  memberId: number;
  type: LedgerType;
  /** Signed fen: credits positive, debits negative. */
  amount: number;
  orderNo?: string | null;
  ref?: string | null;
  note?: string | null;
}

/**
 * Moves money into or out of a member's balance and writes its ledger line, both inside the caller's
 * transaction. A debit is a conditional update, so two payments racing for the last yuan cannot both
 * win: the loser gets "insufficient balance" and nothing changes. Returns the balance after.
 */
export async function post(trx: Executor, entry: LedgerPosting, now = new Date()): Promise<number> {
  if (!Number.isSafeInteger(entry.amount) || entry.amount === 0) throw new Error(`invalid ledger amount ${entry.amount}`);
  const balanceAfter = await moveBalance(trx, entry.memberId, entry.amount);
  if (balanceAfter === undefined) throw new DomainError('balance.insufficient');
  await insertLedgerLine(trx, { ...entry, balanceAfter }, now);
  return balanceAfter;
}
