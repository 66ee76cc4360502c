import { Hono } from 'hono';
import { ping, type Db } from '../db/database.ts';
import type { AppEnv } from '../http/env.ts';
import { ok } from '../http/respond.ts';

const startedAt = Date.now();

/** Liveness and database reachability, for load balancers and the operator. */
export function healthRoutes(db: Db) {
  return new Hono<AppEnv>().get('/health', async (c) => {
    await ping(db);
    return ok(c, { status: 'ok', database: db.dialect, uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) });
  });
}
