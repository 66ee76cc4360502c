import type { Executor } from '../db/schema.ts';
import { auditPage, latestAudit, recordAudit, type AuditEntry } from './audit.repository.ts';

/** Records who did what to which record: every operator action leaves one entry. */
export function recordAction(db: Executor, entry: AuditEntry): Promise<void> {
  return recordAudit(db, entry);
}

/** The latest actions, newest first. */
export async function recentActions(db: Executor, limit: number) {
  const rows = await latestAudit(db, limit);
  return rows.map((r) => ({ id: r.id, actor: r.actor, action: r.action, target: r.target, detail: r.detail, createdAt: r.created_at }));
}

const parse = (json: string | null): unknown => (json === null ? null : JSON.parse(json));

/** The audit log for the owner's console, with what each change looked like before and after. */
export async function auditLog(db: Executor, q: { actor?: string; action?: string; page: number; pageSize: number }) {
  const { rows, total } = await auditPage(db, q);
  const list = rows.map((r) => ({ id: r.id, actor: r.actor, action: r.action, target: r.target, detail: r.detail, before: parse(r.before_json), after: parse(r.after_json), createdAt: r.created_at }));
  return { list, total, page: q.page, pageSize: q.pageSize };
}
