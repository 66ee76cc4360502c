import { Hono } from 'hono';
import { orderNoInput } from '../../lib/schemas/order.ts';
import type { RechargeDeps } from '../balance/recharge.service.ts';
import { payWithTopUp } from '../flows/pay-with-top-up.ts';
import { parseInput } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import { ok } from '../http/respond.ts';
import { requireMember } from '../member/auth.ts';

/** POST /api/order/payWithTopUp {orderNo} → {rechargeNo, payUrl, amount}: a top-up of the order's shortfall that pays it (decision 101). */
export function payWithTopUpRoutes(deps: RechargeDeps) {
  return new Hono<AppEnv>().post('/payWithTopUp', requireMember(deps.db), async (c) => {
    const { orderNo } = await parseInput(c, orderNoInput);
    return ok(c, await payWithTopUp(deps, c.get('member').id, c.get('locale'), orderNo));
  });
}
