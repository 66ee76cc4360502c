import { sql } from 'kysely';
import type { Executor } from '../db/schema.ts';
import type { LedgerQuery } from '../../lib/schemas/balance.ts';

/**
 * Adds signed `amount` fen to the member's balance if the result is not negative, in one conditional
 * update. Returns the balance after, or undefined when the balance would go below zero.
 */
export async function moveBalance(db: Executor, memberId: number, amount: number): Promise<number | undefined> {
  const row = await db
    .updateTable('members')
    .set({ balance: sql<number>`balance + ${amount}` })
    .where('id', '=', memberId)
    .where(sql<boolean>`balance + ${amount} >= 0`)
    .returning('balance')
    .executeTakeFirst();
  return row && Number(row.balance);
}

export async function insertLedgerLine(
  db: Executor,
  line: { memberId: number; type: string; amount: number; balanceAfter: number; orderNo?: string | null; ref?: string | null; note?: string | null },
  now: Date,
): Promise<void> {
  await db
    .insertInto('balance_ledger')
    .values({
      member_id: line.memberId,
      type: line.type,
      amount: line.amount,
      balance_after: line.balanceAfter,
      order_no: line.orderNo ?? null,
      ref: line.ref ?? null,
      note: line.note ?? null,
      created_at: now.toISOString(),
    })
    .execute();
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

/** The member's ledger lines, newest first, optionally of one type, with the total for paging. */
export async function ledgerLines(db: Executor, memberId: number, query: LedgerQuery) {
  let base = db.selectFrom('balance_ledger').where('member_id', '=', memberId);
  if (query.type !== 'all') base = base.where('type', '=', query.type);
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'type', 'amount', 'balance_after', 'order_no', 'ref', 'note', 'created_at'])
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
