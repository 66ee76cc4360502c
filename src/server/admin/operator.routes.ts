import { Hono } from 'hono';
import type { DbPool } from '../db/schema.ts';
import { parseInput } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import { changeOperator } from '../flows/operator/operators.ts';
import { listOperators } from '../operators/operator.service.ts';
import { operatorChangeSchema } from '../../lib/schemas/operator.ts';
import { actorOf, idParam, okAdmin, requireOwner } from './admin-http.ts';

/**
 * /api/admin/operators, the owner's alone: console accounts with their roles, enabled or not. Accounts are
 * created from the command line (decision 034); here the owner disables, enables and changes roles.
 */
export function adminOperatorRoutes(db: DbPool) {
  return new Hono<AppEnv>()
    .use('*', requireOwner)
    .get('/', async (c) => {
      const list = await listOperators(db);
      return okAdmin(c, { list, total: list.length, page: 1, pageSize: list.length });
    })
    .post('/:id', async (c) => {
      const id = idParam(c);
      const change = await parseInput(c, operatorChangeSchema);
      return okAdmin(c, await changeOperator(db, actorOf(c), { key: id, change }));
    });
}
