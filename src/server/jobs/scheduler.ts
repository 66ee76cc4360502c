import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import { jobRuns } from '../metrics/metrics.ts';
import { releaseLeases, takeLease } from './lease.repository.ts';

export interface Job {
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
}

/** This process among the shop's instances, as written in the leases it holds. */
export const INSTANCE_ID: string = randomUUID();

/**
 * A run holds its job's lease for nine tenths of the interval: long enough that no other instance starts the
 * job while this one is at it, short enough that it has expired when the next tick of any instance comes.
 */
const LEASE_SHARE = 0.9;

/**
 * Runs background jobs in-process on an interval. Every instance ticks; the one whose tick takes the job's
 * lease row runs it (decision 047), so N instances do each job once per interval, and when an instance stops
 * another takes over at its next tick.
 */
export function startJobs(db: Db, logger: Logger, jobs: Job[]): { caughtUp: Promise<void>; stop(): Promise<void> } {
  const running = new Set<string>();
  const tick = async (job: Job) => {
    // A run still going when its next tick comes is left alone rather than started twice in this process.
    if (running.has(job.name)) return;
    running.add(job.name);
    try {
      await runOnce(db, logger, job);
    } finally {
      running.delete(job.name);
    }
  };
  const timers = jobs.map((job) => setInterval(() => void tick(job), job.everyMs));
  for (const t of timers) t.unref();
  // Catch up at once on what fell due while the shop was stopped.
  const caughtUp = Promise.all(jobs.map(tick)).then(() => undefined);
  return {
    caughtUp,
    // On a clean stop the leases of jobs not running are given back, so another instance (or this one,
    // restarted) takes them at once instead of when they expire.
    stop: async () => {
      timers.forEach(clearInterval);
      const idle = jobs.map((j) => j.name).filter((name) => !running.has(name));
      await releaseLeases(db.kysely, INSTANCE_ID, idle).catch((err: unknown) => logger.warn('job leases not released', { error: String(err) }));
    },
  };
}

/** Runs the job when this instance takes its lease; false when another holds it or the run failed. */
export async function runOnce(db: Db, logger: Logger, job: Job, holder = INSTANCE_ID): Promise<boolean> {
  try {
    const now = Date.now();
    if (!(await takeLease(db.kysely, job.name, holder, now, now + Math.round(job.everyMs * LEASE_SHARE)))) {
      jobRuns.inc({ job: job.name, outcome: 'skipped' });
      return false;
    }
    await job.run();
    jobRuns.inc({ job: job.name, outcome: 'ok' });
    return true;
  } catch (err) {
    jobRuns.inc({ job: job.name, outcome: 'failed' });
    logger.error('job failed', { job: job.name, error: err instanceof Error ? err.message : String(err) });
    return false;
  }
}
