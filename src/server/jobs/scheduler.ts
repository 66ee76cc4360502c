import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Logger } from '../logger.ts';

export interface Job {
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
}

/** Any fixed number shared by every instance of the shop: only the holder of this lock runs jobs. */
const JOBS_LOCK_ID = 714_202_611;

/**
 * Runs background jobs in-process on an interval. On PostgreSQL only the instance holding an advisory
 * lock runs them, so N instances do the work once; SQLite means one machine and one process anyway.
 */
export function startJobs(db: Db, logger: Logger, jobs: Job[]): { stop(): void } {
  const timers = jobs.map((job) =>
    setInterval(() => {
      void runOnce(db, logger, job);
    }, job.everyMs),
  );
  for (const t of timers) t.unref();
  return { stop: () => timers.forEach(clearInterval) };
}

export async function runOnce(db: Db, logger: Logger, job: Job): Promise<boolean> {
  try {
    if (db.dialect === 'postgres') {
      return await db.kysely.connection().execute(async (conn) => {
        const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${JOBS_LOCK_ID}) as locked`.execute(conn);
        if (!rows[0]?.locked) return false;
        try {
          await job.run();
        } finally {
          await sql`select pg_advisory_unlock(${JOBS_LOCK_ID})`.execute(conn);
        }
        return true;
      });
    }
    await job.run();
    return true;
  } catch (err) {
    logger.error('job failed', { job: job.name, error: err instanceof Error ? err.message : String(err) });
    return false;
  }
}
