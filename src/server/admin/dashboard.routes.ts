import { Hono } from 'hono';
import { z } from 'zod';
import type { Executor } from '../db/schema.ts';
import { parseInput } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import { HttpError } from '../http/errors.ts';
import { requiredRange } from '../../lib/schemas/admin-lists.ts';
import { timeZoneField } from '../../lib/schemas/mine.ts';
import { okAdmin } from './admin-http.ts';
import { dashboard, salesStats } from './dashboard.service.ts';
import { parseListQuery } from './list-query.ts';

/** `since`: the start of the operator's day in their own time zone; without it, the start of the UTC day. */
const dashboardQuery = z.object({ since: z.iso.datetime({ offset: true }).optional().catch(undefined) });

/** A range of at most a year (and a day, for a clock change), its days counted in the operator's time zone (UTC if unknown). */
const statsQuery = z.object({ ...requiredRange, tz: timeZoneField });
const MAX_RANGE_MS = 367 * 24 * 60 * 60 * 1000;

export function dashboardRoutes(db: Executor) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const { since } = await parseInput(c, dashboardQuery);
      const start = since ? new Date(since) : new Date(new Date().toISOString().slice(0, 10));
      return okAdmin(c, await dashboard(db, start, c.get('locale')));
    })
    .get('/stats', async (c) => {
      const q = await parseListQuery(c, statsQuery);
      if (Date.parse(q.to) - Date.parse(q.from) > MAX_RANGE_MS) throw new HttpError(400, 'admin.list.rangeTooLong');
      return okAdmin(c, await salesStats(db, { from: q.from, to: q.to }, q.tz ?? 'UTC', c.get('locale')));
    });
}
