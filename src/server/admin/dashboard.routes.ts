import { Hono } from 'hono';
import { z } from 'zod';
import type { Executor } from '../db/schema.ts';
import { parseInput } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import { okAdmin } from './admin-http.ts';
import { dashboard } from './dashboard.service.ts';

/** `since`: the start of the operator's day in their own time zone; without it, the start of the UTC day. */
const dashboardQuery = z.object({ since: z.iso.datetime({ offset: true }).optional().catch(undefined) });

export function dashboardRoutes(db: Executor) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const { since } = await parseInput(c, dashboardQuery);
    const start = since ? new Date(since) : new Date(new Date().toISOString().slice(0, 10));
    return okAdmin(c, await dashboard(db, start, c.get('locale')));
  });
}
