import type { Executor, Trx } from './schema.ts';

/**
 * Runs `work` in one transaction: a new one on a pool, or the caller's when `db` already is one. A domain
 * service that must write several rows together calls this, so a flow that spans domains can run it inside
 * its own transaction (with the audit entry) and everything commits or rolls back as one.
 */
export function atomically<T>(db: Executor, work: (trx: Trx) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Trx) : db.transaction().execute(work);
}
