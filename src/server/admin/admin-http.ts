import type { Context, MiddlewareHandler } from 'hono';
import type { Executor } from '../db/schema.ts';
import { DomainError } from '../errors.ts';
import { consoleActor } from '../flows/operator-action.ts';
import { parseParam } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import { CODE, envelope } from '../http/envelope.ts';
import { authenticateOperator } from '../operators/operator.service.ts';
import type { MessageKey } from '../../lib/i18n/messages.ts';
import { idField } from '../../lib/schemas/common.ts';

/** /api/admin routes: the `token` header must carry an operator session; a member's token is refused (code 403). */
export function requireOperator(db: Executor): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('operator', await authenticateOperator(db, c.req.header('token')));
    await next();
  };
}

/** Balances, operators and the audit log are the owner's alone; staff are told so (code -1). */
export const requireOwner: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.get('operator').role !== 'owner') throw new DomainError('admin.ownerOnly');
  await next();
};

/** A console success: code 0, the seed's "admin success". */
export function okAdmin<T>(c: Context<AppEnv>, data: T, msg?: string) {
  return c.json(envelope(CODE.operatorSuccess, data, msg ?? c.get('t')('common.operationSuccess')));
}

/** The operator behind a console request, as flows name them in the audit log. */
export const actorOf = (c: Context<AppEnv>) => consoleActor(c.get('operator').account);

/** The record id in the path (`:id`), read by the shared id schema: anything else is `notFound`. */
export function idParam(c: Context<AppEnv>, notFound: MessageKey = 'error.notFound'): number {
  return parseParam(c, 'id', idField(notFound));
}
