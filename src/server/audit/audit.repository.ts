import type { Executor } from '../db/schema.ts';

export interface AuditEntry {
  actor: string;
  action: string;
  target?: string | null;
  detail?: string | null;
  /** The record before and after the change, stored as JSON. */
  before?: unknown;
  after?: unknown;
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

export async function recordAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor: entry.actor,
      action: entry.action,
      target: entry.target ?? null,
      detail: entry.detail ?? null,
      before_json: json(entry.before),
      after_json: json(entry.after),
      created_at: new Date().toISOString(),
    })
    .execute();
}

export async function latestAudit(db: Executor, limit: number) {
  return db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(limit).execute();
}
