import type { MiddlewareHandler } from 'hono';
import type { Executor } from '../db/schema.ts';
import { authenticate } from './session.service.ts';
import type { AppEnv } from '../http/env.ts';

/** Member-only routes: the `token` header must name a live session, else code 403 and the client logs out. */
export function requireMember(db: Executor): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { memberId, tokenHash } = await authenticate(db, c.req.header('token'));
    c.set('member', { id: memberId, tokenHash });
    await next();
  };
}

/** Public routes that personalise for members (collected flag, footprints): a bad or missing token means guest. */
export async function optionalMemberId(db: Executor, token: string | undefined): Promise<number | null> {
  if (!token) return null;
  try {
    return (await authenticate(db, token)).memberId;
  } catch {
    return null;
  }
}
