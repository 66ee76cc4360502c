import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { DbPool } from '../db/schema.ts';
import { parseInput, parseParam } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import { DomainError } from '../errors.ts';
import { HttpError } from '../http/errors.ts';
import { consoleAfterSales, consoleAfterSalesDetail } from '../after-sales/after-sales.service.ts';
import * as decide from '../flows/operator/after-sales.ts';
import { AFTER_SALES_STATUSES } from '../../lib/after-sales.ts';
import { idField } from '../../lib/schemas/common.ts';
import { rejectRefundSchema } from '../../lib/schemas/operator-words.ts';
import { consoleListQuery } from '../../lib/schemas/admin-lists.ts';
import { actorOf, okAdmin } from './admin-http.ts';
import { parseListQuery } from './list-query.ts';

const listQuery = consoleListQuery(['id'] as const).extend({ status: z.enum(AFTER_SALES_STATUSES).optional().catch(undefined) });

/** /api/admin/after-sales: members' requests by state, newest first; the shop approves, refuses, and confirms a returned parcel. */
export function adminAfterSalesRoutes(db: DbPool) {
  const idOf = (c: Context<AppEnv>) => parseParam(c, 'id', idField('afterSales.error.notFound'));
  return new Hono<AppEnv>()
    .get('/', async (c) => okAdmin(c, await consoleAfterSales(db, await parseListQuery(c, listQuery), c.get('locale'))))
    .get('/:id', async (c) => okAdmin(c, await consoleAfterSalesDetail(db, idOf(c), c.get('locale'))))
    .post('/:id/approve', async (c) => okAdmin(c, await decide.approve(db, actorOf(c), idOf(c), c.get('locale'))))
    .post('/:id/receive', async (c) => okAdmin(c, await decide.receive(db, actorOf(c), idOf(c), c.get('locale'))))
    .post('/:id/refuse', async (c) => {
      const id = idOf(c);
      let reason: string;
      try {
        ({ reason } = await parseInput(c, rejectRefundSchema));
      } catch (err) {
        if (err instanceof DomainError) throw new HttpError(400, err.key, err.params);
        throw err;
      }
      return okAdmin(c, await decide.refuse(db, actorOf(c), { id, reason }, c.get('locale')));
    });
}
