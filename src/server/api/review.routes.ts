import { Hono } from 'hono';
import type { DbPool } from '../db/schema.ts';
import { requireMember } from '../member/auth.ts';
import { parseInput } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import { ok } from '../http/respond.ts';
import { orderNoInput } from '../../lib/schemas/order.ts';
import { evaluateInput, evaluateListQuery, followUpInput } from '../../lib/schemas/review.ts';
import { evaluateInfo, evaluateOrder, followUpReview } from '../flows/evaluate.ts';
import { listReviews } from '../reviews/review.service.ts';

/**
 * /api/order/evaluateInfo, evaluate and followUp (the member's own orders only), and /api/goods/evaluateList:
 * a goods' published reviews, read from `reads` (a standby may show a new one a moment late, decision 082).
 */
export function reviewRoutes(db: DbPool, reads: DbPool) {
  const auth = requireMember(db);
  const order = new Hono<AppEnv>()
    .get('/evaluateInfo', auth, async (c) => {
      const { orderNo } = await parseInput(c, orderNoInput);
      return ok(c, await evaluateInfo(db, c.get('locale'), c.get('member').id, orderNo));
    })
    .post('/evaluate', auth, async (c) => {
      const result = await evaluateOrder(db, c.get('member').id, c.get('locale'), await parseInput(c, evaluateInput));
      return ok(c, result, c.get('t')('review.submitted'));
    })
    .post('/followUp', auth, async (c) => {
      await followUpReview(db, c.get('member').id, await parseInput(c, followUpInput));
      return ok(c, null, c.get('t')('review.followUp.submitted'));
    });
  const goods = new Hono<AppEnv>().get('/evaluateList', async (c) => ok(c, await listReviews(reads, c.get('locale'), await parseInput(c, evaluateListQuery))));
  return { order, goods };
}
