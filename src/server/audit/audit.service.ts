import type { Executor } from '../db/schema.ts';
import { latestAudit, recordAudit, type AuditEntry } from './audit.repository.ts';

/** Records who did what to which record: every operator action leaves one entry. */
export function recordAction(db: Executor, entry: AuditEntry): Promise<void> {
  return recordAudit(db, entry);
}

/** The latest actions, newest first. */
export async function recentActions(db: Executor, limit: number) {
  const rows = await latestAudit(db, limit);
  return rows.map((r) => ({ id: r.id, actor: r.actor, action: r.action, target: r.target, detail: r.detail, createdAt: r.created_at }));
}
