import type { Db } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import { withJobsLock } from './jobs-lock.repository.ts';

export interface Job {
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
}

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
    return await withJobsLock(db, () => job.run());
  } catch (err) {
    logger.error('job failed', { job: job.name, error: err instanceof Error ? err.message : String(err) });
    return false;
  }
}
