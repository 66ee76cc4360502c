import { Hono } from 'hono';
import { ping, type Db } from '../db/database.ts';
import type { AppEnv } from '../http/env.ts';
import { CODE, envelope } from '../http/envelope.ts';
import { ok } from '../http/respond.ts';
import { DatabaseTimeoutError, OUTAGE_HEADERS } from '../db/outage.ts';

const startedAt = Date.now();

/** A load balancer gives up on a health check after a few seconds; an unreachable database must not hang it. */
export const PING_TIMEOUT_MS = 3000;

/** Resolves when the database answers `select 1` within `ms`, else rejects. */
async function pingWithin(db: Db, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseTimeoutError(ms)), ms);
  });
  try {
    await Promise.race([ping(db), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Liveness and database reachability, for load balancers and the operator: 200 when the database answers,
 * 503 (with `Retry-After`) when it does not, so a balancer takes the instance out until it is back.
 */
export function healthRoutes(db: Db, { timeoutMs = PING_TIMEOUT_MS } = {}) {
  return new Hono<AppEnv>().get('/health', async (c) => {
    const uptimeSeconds = Math.round((Date.now() - startedAt) / 1000);
    try {
      await pingWithin(db, timeoutMs);
    } catch {
      const data = { status: 'unavailable', database: db.dialect, uptimeSeconds };
      return c.json(envelope(CODE.businessError, data, c.get('t')('error.unavailable')), 503, OUTAGE_HEADERS);
    }
    return ok(c, { status: 'ok', database: db.dialect, uptimeSeconds });
  });
}
