import type { Insertable, Selectable } from 'kysely';
import type { Executor, SandboxPaymentsTable } from '../db/schema.ts';

export type SandboxPaymentRow = Selectable<SandboxPaymentsTable>;

export async function insertSandboxPayment(db: Executor, row: Insertable<SandboxPaymentsTable>): Promise<void> {
  await db.insertInto('sandbox_payments').values(row).execute();
}

export function findSandboxPayment(db: Executor, id: string): Promise<SandboxPaymentRow | undefined> {
  return db.selectFrom('sandbox_payments').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findSandboxPaymentByRef(db: Executor, merchantRef: string): Promise<SandboxPaymentRow | undefined> {
  return db.selectFrom('sandbox_payments').selectAll().where('merchant_ref', '=', merchantRef).executeTakeFirst();
}

/** Records the shopper's answer if the payment is still pending and unexpired; true when this call decided it. */
export async function decideSandboxPayment(db: Executor, id: string, status: 'paid' | 'declined', now: Date): Promise<boolean> {
  const result = await db
    .updateTable('sandbox_payments')
    .set({ status, decided_at: now.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
