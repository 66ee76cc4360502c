import type { Executor } from '../db/schema.ts';
import type { AuditQuery } from './audit-query.ts';

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

const SORT_COLUMNS = { id: 'id', createdAt: 'created_at', actor: 'actor', action: 'action' } as const;

/**
 * One page of the audit log, newest first unless sorted otherwise, optionally of one actor, one kind of
 * action (with its kinds: `balance` finds `balance.adjust`, `order.refund` finds `order.refund.lines`) and a time range. Ties keep the newest first.
 */
export async function auditPage(db: Executor, q: AuditQuery) {
  let base = db.selectFrom('audit_log');
  if (q.actor) base = base.where('actor', '=', q.actor);
  if (q.action) {
    const action = q.action;
    base = base.where((eb) => eb.or([eb('action', '=', action), eb('action', 'like', `${action.replace(/[%_\\]/g, '')}.%`)]));
  }
  if (q.from) base = base.where('created_at', '>=', q.from);
  if (q.to) base = base.where('created_at', '<', q.to);
  const column = SORT_COLUMNS[q.sort ?? 'id'];
  let rows = base.selectAll().orderBy(column, q.order ?? 'desc');
  if (column !== 'id') rows = rows.orderBy('id', 'desc');
  const [list, count] = await Promise.all([
    rows.limit(q.pageSize).offset((q.page - 1) * q.pageSize).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: list, total: Number(count.n) };
}

/** The operators and the kinds of action the log holds, for the console's filters. */
export async function auditFacets(db: Executor) {
  const [actors, actions] = await Promise.all([
    db.selectFrom('audit_log').select('actor').distinct().orderBy('actor').limit(500).execute(),
    db.selectFrom('audit_log').select('action').distinct().orderBy('action').limit(500).execute(),
  ]);
  return { actors: actors.map((r) => r.actor), actions: actions.map((r) => r.action) };
}
