import { Hono } from 'hono';
import type { Config } from '../config.ts';
import { parseInput } from '../http/body.ts';
import { clientIp } from '../http/client-ip.ts';
import type { AppEnv } from '../http/env.ts';
import { loginOperator, logoutOperator, type OperatorDeps } from '../operators/operator.service.ts';
import { operatorLoginSchema } from '../../lib/schemas/operator.ts';
import { okAdmin, requireOperator } from './admin-http.ts';

/** /api/admin/login, logout and me. */
export function adminAuthRoutes(deps: OperatorDeps, config: Config) {
  const auth = requireOperator(deps.db);
  return new Hono<AppEnv>()
    .post('/login', async (c) => okAdmin(c, await loginOperator(deps, await parseInput(c, operatorLoginSchema), clientIp(c, config.trustProxy))))
    .post('/logout', auth, async (c) => {
      await logoutOperator(deps.db, c.get('operator').tokenHash);
      return okAdmin(c, null);
    })
    .get('/me', auth, (c) => {
      const { id, account, role } = c.get('operator');
      return okAdmin(c, { id, account, role });
    });
}
