/**
 * Catalogue reads from a PostgreSQL standby (DATABASE_READ_URL, decision 082), falling back to the primary.
 * The read Kysely runs over `readingPool`: a pool that hands out a standby connection while the standby is
 * healthy and a primary connection otherwise. A standby that refuses, drops a connection, or lags too far
 * behind is left alone for a few seconds, and the query that met the failure runs again on the primary, so a
 * stopped standby never shows as an error page.
 */
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import { isOutage } from './outage.ts';

/**
 * How long a standby that failed is left alone before the next read tries it again; doubled on each failure in a
 * row up to MAX_REST_MS, since a standby that does not answer at all holds that try's reads for the connect timeout.
 */
export const REPLICA_REST_MS = 5000;
export const MAX_REST_MS = 60_000;
/** How often, at most, the standby is asked how far behind it is. */
export const LAG_CHECK_MS = 5000;

/**
 * Seconds the standby is behind the primary: 0 when it has replayed all it received (an idle primary sends
 * nothing, so the time of the last replayed transaction alone would read as lag), or when the server is not
 * a standby at all.
 */
const LAG_SQL = `select case
  when not pg_is_in_recovery() or pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() then 0
  else coalesce(extract(epoch from now() - pg_last_xact_replay_timestamp()), 0)
end as lag`;

/** Whether the standby may be used now; per process (and per render thread), nothing shared. */
export class ReplicaHealth {
  private restUntil = 0;
  private failures = 0;
  private nextLagCheck = 0;
  private readonly maxLagSeconds: number;
  private readonly onRest: (reason: string) => void;
  private readonly now: () => number;

  constructor(maxLagSeconds: number, onRest: (reason: string) => void = () => {}, now: () => number = Date.now) {
    this.maxLagSeconds = maxLagSeconds;
    this.onRest = onRest;
    this.now = now;
  }

  usable(): boolean {
    return this.now() >= this.restUntil;
  }

  /** The standby failed or lags: reads go to the primary for REPLICA_REST_MS, longer if it failed just before. */
  rest(reason: string): void {
    if (!this.usable()) return;
    this.onRest(reason);
    this.restUntil = this.now() + Math.min(MAX_REST_MS, REPLICA_REST_MS * 2 ** this.failures);
    this.failures += 1;
  }

  /** The standby gave a connection: the next failure rests it the shortest time again. */
  answered(): void {
    this.failures = 0;
  }

  /** True once per LAG_CHECK_MS: the caller then measures the lag and reports it to `lagged`. */
  lagCheckDue(): boolean {
    if (this.now() < this.nextLagCheck) return false;
    this.nextLagCheck = this.now() + LAG_CHECK_MS;
    return true;
  }

  lagged(seconds: number): void {
    if (seconds > this.maxLagSeconds) this.rest(`the standby is ${Math.round(seconds)} s behind the primary`);
  }
}

/** "canceling statement due to conflict with recovery": the standby replayed a change the read still needed. */
const isRecoveryConflict = (err: unknown) => typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '40001';

const describe = (err: unknown) => (err instanceof Error ? err.message : String(err));

async function checkLag(replica: pg.Pool, health: ReplicaHealth): Promise<void> {
  try {
    const { rows } = await replica.query<{ lag: number }>(LAG_SQL);
    health.lagged(Number(rows[0]?.lag ?? 0));
  } catch (err) {
    health.rest(describe(err));
  }
}

type Query = (sqlOrCursor: unknown, parameters?: readonly unknown[]) => unknown;

/**
 * A standby connection whose failed query runs again on a primary connection, which then carries the rest of
 * the connection's queries. Streamed queries (cursors) stay where they began: a cursor half read cannot move.
 */
function fallingBack(standby: pg.PoolClient, primary: pg.Pool, health: ReplicaHealth): PostgresPoolClient {
  let moved: pg.PoolClient | undefined;
  const query: Query = (sqlOrCursor, parameters) => {
    const on = (moved ?? standby) as unknown as { query: Query };
    if (moved || typeof sqlOrCursor !== 'string') return on.query(sqlOrCursor, parameters);
    return (on.query(sqlOrCursor, parameters) as Promise<unknown>).catch(async (err: unknown) => {
      const down = isOutage(err);
      if (!down && !isRecoveryConflict(err)) throw err;
      if (down) health.rest(describe(err));
      standby.release(down);
      moved = await primary.connect();
      return moved.query(sqlOrCursor, parameters as unknown[]);
    });
  };
  return {
    query: query as PostgresPoolClient['query'],
    release: (destroy?: boolean) => (moved ?? standby).release(destroy),
  };
}

/** The pool the read Kysely runs over: the standby while it is healthy, the primary otherwise. */
export function readingPool(standby: pg.Pool, primary: pg.Pool, health: ReplicaHealth): PostgresPool {
  return {
    options: standby.options,
    async connect() {
      if (health.usable()) {
        try {
          const client = await standby.connect();
          health.answered();
          if (health.lagCheckDue()) void checkLag(standby, health);
          return fallingBack(client, primary, health);
        } catch (err) {
          if (!isOutage(err)) throw err;
          health.rest(describe(err));
        }
      }
      return primary.connect() as Promise<PostgresPoolClient>;
    },
    // The primary's pool belongs to the primary's Kysely, which ends it.
    end: () => standby.end(),
  };
}
