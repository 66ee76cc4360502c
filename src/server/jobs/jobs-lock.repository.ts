import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** Any fixed number shared by every instance of the shop: only the holder of this lock runs jobs. */
const JOBS_LOCK_ID = 714_202_611;

/**
 * Runs `work` while holding PostgreSQL's session advisory lock for jobs on one connection; another
 * instance holding it means this one skips (false). SQLite is one machine and one process: it just runs.
 */
export async function withJobsLock(db: Db, work: () => Promise<unknown>): Promise<boolean> {
  if (db.dialect !== 'postgres') {
    await work();
    return true;
  }
  return db.kysely.connection().execute(async (conn) => {
    const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${JOBS_LOCK_ID}) as locked`.execute(conn);
    if (!rows[0]?.locked) return false;
    try {
      await work();
    } finally {
      await sql`select pg_advisory_unlock(${JOBS_LOCK_ID})`.execute(conn);
    }
    return true;
  });
}
