import { Hono } from 'hono';
import type { DbPool } from '../db/schema.ts';
import { parseInput } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import { ok } from '../http/respond.ts';
import { requireMember } from '../member/auth.ts';
import * as afterSales from '../after-sales/after-sales.service.ts';
import { afterSalesIdSchema, applyAfterSalesSchema, reasonsQuery, shipBackSchema } from '../../lib/schemas/after-sales.ts';
import { pageQuery } from '../../lib/schemas/common.ts';

const listQuery = pageQuery(10, 50);

/** /api/after-sales/*: a member's requests for their order lines (after-sales.service.ts has the rules). */
export function afterSalesRoutes(db: DbPool) {
  const auth = requireMember(db);
  return new Hono<AppEnv>()
    .get('/reasons', async (c) => ok(c, afterSales.reasonList((await parseInput(c, reasonsQuery)).type, c.get('locale'))))
    .post('/apply', auth, async (c) => {
      const id = await afterSales.applyAfterSales(db, c.get('member').id, await parseInput(c, applyAfterSalesSchema));
      return ok(c, await afterSales.memberAfterSalesDetail(db, c.get('member').id, id, c.get('locale')), c.get('t')('afterSales.applied'));
    })
    .get('/list', auth, async (c) => {
      const { page, pageSize } = await parseInput(c, listQuery);
      return ok(c, await afterSales.memberAfterSales(db, c.get('member').id, c.get('locale'), page, pageSize));
    })
    .get('/detail', auth, async (c) => ok(c, await afterSales.memberAfterSalesDetail(db, c.get('member').id, (await parseInput(c, afterSalesIdSchema)).id, c.get('locale'))))
    .post('/ship-back', auth, async (c) => {
      const input = await parseInput(c, shipBackSchema);
      await afterSales.shipBack(db, c.get('member').id, input);
      return ok(c, await afterSales.memberAfterSalesDetail(db, c.get('member').id, input.id, c.get('locale')), c.get('t')('common.savedSuccessfully'));
    })
    .post('/cancel', auth, async (c) => {
      const { id } = await parseInput(c, afterSalesIdSchema);
      await afterSales.cancelAfterSales(db, c.get('member').id, id);
      return ok(c, await afterSales.memberAfterSalesDetail(db, c.get('member').id, id, c.get('locale')));
    });
}
