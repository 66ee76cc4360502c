import { sql } from 'kysely';
import type { Executor } from '../db/schema.ts';
import { DomainError } from '../http/errors.ts';

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
  const row = await trx
    .updateTable('members')
    .set({ balance: sql<number>`balance + ${entry.amount}` })
    .where('id', '=', entry.memberId)
    .where(sql<boolean>`balance + ${entry.amount} >= 0`)
    .returning('balance')
    .executeTakeFirst();
  if (!row) throw new DomainError('balance.insufficient');
  const balanceAfter = Number(row.balance);
  await trx
    .insertInto('balance_ledger')
    .values({
      member_id: entry.memberId,
      type: entry.type,
      amount: entry.amount,
      balance_after: balanceAfter,
      order_no: entry.orderNo ?? null,
      ref: entry.ref ?? null,
      note: entry.note ?? null,
      created_at: now.toISOString(),
    })
    .execute();
  return balanceAfter;
}

/** The member's balance as the ledger tells it; equal to `members.balance` at every commit. */
export async function ledgerSum(db: Executor, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('balance_ledger')
    .select(sql<string | number | null>`sum(amount)`.as('total'))
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}
