import { Hono } from 'hono';
import type { Executor } from '../db/schema.ts';
import { requireMember } from '../member/auth.ts';
import type { AppEnv } from '../http/env.ts';
import { ok } from '../http/respond.ts';
import { memberShoppingInfo } from '../flows/shopping-info.ts';

/** /api/my/shopping/getMemberShoppingInfo: the personal centre in one call. */
export function mineRoutes(db: Executor) {
  return new Hono<AppEnv>().get('/getMemberShoppingInfo', requireMember(db), async (c) => ok(c, await memberShoppingInfo(db, c.get('locale'), c.get('member').id)));
}
