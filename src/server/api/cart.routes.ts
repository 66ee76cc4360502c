import { Hono } from 'hono';
import type { DbPool } from '../db/schema.ts';
import { requireMember } from '../member/auth.ts';
import { parseInput } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import { ok } from '../http/respond.ts';
import { cartAddInput, cartIdsInput, cartSelectAllInput, cartUpdateInput } from '../../lib/schemas/cart.ts';
import * as cart from '../cart/cart.service.ts';
import { cartView } from '../flows/checkout.ts';

/** /api/cart/*: the member's own cart. Every write answers with the whole cart, re-priced. */
export function cartRoutes(db: DbPool) {
  return new Hono<AppEnv>()
    .use('*', requireMember(db))
    .get('/list', async (c) => ok(c, await cartView(db, c.get('locale'), c.get('member').id)))
    .get('/count', async (c) => ok(c, { count: await cart.cartCount(db, c.get('member').id) }))
    .post('/add', async (c) => {
      const result = await cart.addToCart(db, c.get('member').id, await parseInput(c, cartAddInput));
      return ok(c, result, c.get('t')('cart.added'));
    })
    .post('/update', async (c) => {
      await cart.updateCartLine(db, c.get('member').id, await parseInput(c, cartUpdateInput));
      return ok(c, await cartView(db, c.get('locale'), c.get('member').id));
    })
    .post('/selectAll', async (c) => {
      const { selected } = await parseInput(c, cartSelectAllInput);
      await cart.selectAll(db, c.get('member').id, selected);
      return ok(c, await cartView(db, c.get('locale'), c.get('member').id));
    })
    .post('/delete', async (c) => {
      const { ids } = await parseInput(c, cartIdsInput);
      await cart.deleteCartLines(db, c.get('member').id, ids);
      return ok(c, await cartView(db, c.get('locale'), c.get('member').id), c.get('t')('cart.deleted'));
    })
    .post('/moveToCollect', async (c) => {
      const { ids } = await parseInput(c, cartIdsInput);
      await cart.moveToCollect(db, c.get('member').id, ids);
      return ok(c, await cartView(db, c.get('locale'), c.get('member').id), c.get('t')('cart.movedToCollect'));
    });
}
