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

/** One page of the audit log, newest first, optionally of one actor or one kind of action. */
export async function auditPage(db: Executor, q: { actor?: string; action?: string; page: number; pageSize: number }) {
  let base = db.selectFrom('audit_log');
  if (q.actor) base = base.where('actor', '=', q.actor);
  if (q.action) base = base.where('action', 'like', `${q.action.replace(/[%\\]/g, '')}%`);
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('id', 'desc').limit(q.pageSize).offset((q.page - 1) * q.pageSize).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
