import type { Context } from 'hono';
import { CODE, envelope } from './envelope.ts';
import type { AppEnv } from './env.ts';

/** A successful envelope. `msg` defaults to the translated "operation success". */
export function ok<T>(c: Context<AppEnv>, data: T, msg?: string) {
  return c.json(envelope(CODE.success, data, msg ?? c.get('t')('common.operationSuccess')));
}
