import type { Executor } from '../db/schema.ts';
import type { AuditQuery } from './audit-query.ts';
import { auditFacets, auditPage, latestAudit, recordAudit, type AuditEntry } from './audit.repository.ts';
import { changedFields } from './changes.ts';

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

/**
 * The audit log for the owner's console: each entry with what it looked like before and after, and the
 * fields that changed (`changes`, field: old -> new) so a reader need not compare two JSON documents.
 */
export async function auditLog(db: Executor, q: AuditQuery) {
  const { rows, total } = await auditPage(db, q);
  const list = rows.map((r) => {
    const before = parse(r.before_json);
    const after = parse(r.after_json);
    return { id: r.id, actor: r.actor, action: r.action, target: r.target, detail: r.detail, before, after, changes: changedFields(before, after), createdAt: r.created_at };
  });
  return { list, total, page: q.page, pageSize: q.pageSize };
}

/** Who and which kinds of action the log holds, to choose from in the console. */
export const auditChoices = (db: Executor) => auditFacets(db);
