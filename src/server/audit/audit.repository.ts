import type { Executor } from '../db/schema.ts';

export interface AuditEntry {
  actor: string;
  action: string;
  target?: string | null;
  detail?: string | null;
}

export async function recordAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor: entry.actor,
      action: entry.action,
      target: entry.target ?? null,
      detail: entry.detail ?? null,
      created_at: new Date().toISOString(),
    })
    .execute();
}

export async function latestAudit(db: Executor, limit: number) {
  return db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(limit).execute();
}
