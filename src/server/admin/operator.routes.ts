import { Hono } from 'hono';
import type { Config } from '../config.ts';
import { parseInput } from '../http/body.ts';
import { clientIp } from '../http/client-ip.ts';
import type { AppEnv } from '../http/env.ts';
import { addOperator, changeOperator, changeOwnPassword, resetOperatorPassword } from '../flows/operator/operators.ts';
import { listOperators, type OperatorDeps } from '../operators/operator.service.ts';
import { operatorChangeSchema, operatorCreateSchema, operatorResetSchema, ownPasswordSchema } from '../../lib/schemas/operator.ts';
import { actorOf, idParam, okAdmin, requireOwner } from './admin-http.ts';

/**
 * /api/admin/operators. Any operator changes their own password (`/me/password`, with the current one); the rest
 * is the owner's: console accounts with their roles, created, disabled or enabled, given a role or a new password,
 * as `npm run ops -- operator:*` does at the terminal (decision 071).
 */
export function adminOperatorRoutes(deps: OperatorDeps, config: Pick<Config, 'trustProxy'>) {
  const { db } = deps;
  const notFound = 'admin.operator.notFound';
  return new Hono<AppEnv>()
    .post('/me/password', async (c) => {
      const { id, tokenHash } = c.get('operator');
      await changeOwnPassword(deps, actorOf(c), { ...(await parseInput(c, ownPasswordSchema)), operatorId: id, tokenHash, ip: clientIp(c, config.trustProxy) });
      return okAdmin(c, { id });
    })
    .use('*', requireOwner)
    .get('/', async (c) => {
      const list = await listOperators(db);
      return okAdmin(c, { list, total: list.length, page: 1, pageSize: list.length });
    })
    .post('/', async (c) => okAdmin(c, { ...(await addOperator(deps, actorOf(c), await parseInput(c, operatorCreateSchema))), disabled: false }))
    .post('/:id/password', async (c) => {
      const id = idParam(c, notFound);
      const { pwd } = await parseInput(c, operatorResetSchema);
      return okAdmin(c, await resetOperatorPassword(deps, actorOf(c), { id, pwd, byId: c.get('operator').id }));
    })
    .post('/:id', async (c) => {
      const id = idParam(c, notFound);
      const change = await parseInput(c, operatorChangeSchema);
      return okAdmin(c, await changeOperator(db, actorOf(c), { key: id, change, byId: c.get('operator').id }));
    });
}
