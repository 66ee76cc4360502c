import { Hono } from 'hono';
import { ledgerQuery, rechargeInput, rechargeNoInput, vipBuyInput } from '../../lib/schemas/balance.ts';
import { requireMember } from '../member/auth.ts';
import { parseInput } from '../http/body.ts';
import { clientIp } from '../http/client-ip.ts';
import { CODE, envelope } from '../http/envelope.ts';
import type { AppEnv } from '../http/env.ts';
import { ok } from '../http/respond.ts';
import { balanceSummary, ledgerPage, vipStatus } from '../balance/balance.service.ts';
import { receiveCallback, rechargeDetail, startRecharge, type RechargeDeps } from '../balance/recharge.service.ts';
import type { PayPassword } from '../member/pay-password.service.ts';
import { buyVip } from '../balance/vip.service.ts';

/** /api/balance/*: the member's balance, records, top-ups and VIP membership. */
export function balanceRoutes(deps: RechargeDeps, payPassword: PayPassword) {
  const { db } = deps;
  const auth = requireMember(db);
  return new Hono<AppEnv>()
    .get('/', auth, async (c) => ok(c, await balanceSummary(db, c.get('member').id)))
    .get('/list', auth, async (c) => ok(c, await ledgerPage(db, c.get('member').id, await parseInput(c, ledgerQuery))))
    .post('/recharge', auth, async (c) => ok(c, await startRecharge(deps, c.get('member').id, c.get('locale'), await parseInput(c, rechargeInput))))
    .get('/detail', auth, async (c) => {
      const { rechargeNo } = await parseInput(c, rechargeNoInput);
      return ok(c, await rechargeDetail(db, c.get('member').id, rechargeNo));
    })
    .get('/vipIsExpired', auth, async (c) => ok(c, await vipStatus(db, c.get('member').id)))
    .post('/NotExpired', auth, async (c) => ok(c, await buyVip(db, payPassword, c.get('member').id, await parseInput(c, vipBuyInput)), c.get('t')('vip.bought')));
}

/**
 * /api/pay/notify/:provider: the provider's signed callback. Accepted notices (credited, declined,
 * or a replay that changes nothing) answer 200 so the provider stops retrying; forged or mismatched
 * ones answer 400, credit nothing, and are recorded and logged. Unverified ones past their limits
 * (recharge.service.ts, UNVERIFIED_CALLBACKS) answer 429 with Retry-After and are not recorded; the body is
 * the provider's refusal all the same (Alipay's "failure", which only asks it to try again later; its own
 * signed notices are never limited). `trustProxy` as in config: who the client is behind the shop's proxies.
 */
export function paymentNotifyRoutes(deps: RechargeDeps, trustProxy: number) {
  return new Hono<AppEnv>().post('/notify/:provider', async (c) => {
    const t = c.get('t');
    if (c.req.param('provider') !== deps.provider.name) return c.json(envelope(CODE.businessError, null, t('error.apiNotFound')), 404);
    const result = await receiveCallback(deps, { headers: c.req.raw.headers, body: await c.req.text(), clientIp: clientIp(c, trustProxy) });
    if (result.outcome === 'limited') {
      const retryAfter = Math.max(1, Math.ceil(result.retryAfterMs / 1000));
      c.header('Retry-After', String(retryAfter));
      if (deps.provider.callbackAnswer) return c.text(deps.provider.callbackAnswer(false), 429);
      return c.json(envelope(CODE.businessError, { retryAfter }, t('error.rateLimited')), 429);
    }
    const accepted = result.outcome !== 'rejected';
    if (deps.provider.callbackAnswer) return c.text(deps.provider.callbackAnswer(accepted), accepted ? 200 : 400);
    if (!accepted) return c.json(envelope(CODE.businessError, null, t('pay.callback.rejected')), 400);
    return ok(c, { outcome: result.outcome });
  });
}
