import { Hono } from 'hono';
import { optionalMemberId, requireMember } from '../member/auth.ts';
import { parseInput } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import { ok } from '../http/respond.ts';
import {
  collectGoodsInput,
  deleteFootprintInput,
  goodsIdQuery,
  goodsListQuery,
  goodsSuggestQuery,
  memberGoodsQuery,
  uncollectGoodsInput,
} from '../../lib/schemas/goods.ts';
import { categoryFlyouts } from '../catalogue/category-flyout.service.ts';
import { listBrands, listCategories } from '../catalogue/category.service.ts';
import * as collect from '../catalogue/collect.service.ts';
import * as footprint from '../catalogue/footprint.service.ts';
import { listGoods, type CatalogueDeps } from '../catalogue/goods.service.ts';
import { homeIndex } from '../catalogue/home.service.ts';
import { suggest } from '../catalogue/suggest.service.ts';
import { goodsOptions, visitGoods } from '../catalogue/goods-visit.service.ts';
import { goodsVisitQuery } from '../../lib/schemas/mine.ts';

/** /api/home/*, /api/goods/*, /api/collect/* (goods), /api/my/shopping footprints. */
export function catalogueRoutes(deps: CatalogueDeps) {
  // `reads` may lag behind the primary (decision 082): catalogue display only, never a member's own data.
  const { db, reads } = deps;
  const auth = requireMember(db);
  return new Hono<AppEnv>()
    .get('/home/goodsCategoryList', async (c) => ok(c, await listCategories(reads, c.get('locale'))))
    .get('/home/categoryFlyouts', async (c) => ok(c, await categoryFlyouts(reads, c.get('locale'))))
    .get('/home/index', async (c) => ok(c, await homeIndex(deps, c.get('locale'))))
    .get('/goods/list', async (c) => ok(c, await listGoods(deps, c.get('locale'), await parseInput(c, goodsListQuery))))
    .get('/goods/suggest', async (c) => ok(c, await suggest(deps, c.get('locale'), (await parseInput(c, goodsSuggestQuery)).keyword)))
    .get('/goods/brandList', async (c) => ok(c, await listBrands(reads, c.get('locale'))))
    .get('/goods/details', async (c) => {
      const { id, tz } = await parseInput(c, goodsVisitQuery);
      return ok(c, await visitGoods(deps, c.get('locale'), id, { memberId: await optionalMemberId(db, c.req.header('token')), timeZone: tz }));
    })
    .get('/goods/specs', async (c) => ok(c, await goodsOptions(deps, c.get('locale'), (await parseInput(c, goodsIdQuery)).id)))
    .post('/collect/addGoodsCollect', auth, async (c) => {
      const { goodsId } = await parseInput(c, collectGoodsInput);
      await collect.collectGoods(db, c.get('member').id, goodsId);
      return ok(c, { collected: true }, c.get('t')('collect.added'));
    })
    .post('/collect/cancelGoodsCollect', auth, async (c) => {
      const { goodsIds } = await parseInput(c, uncollectGoodsInput);
      await collect.uncollectGoods(db, c.get('member').id, goodsIds);
      return ok(c, { collected: false }, c.get('t')('collect.removed'));
    })
    .get('/collect/goodsList', auth, async (c) => {
      const { page, pageSize } = await parseInput(c, memberGoodsQuery);
      return ok(c, await collect.collectedGoods(db, c.get('locale'), c.get('member').id, page, pageSize));
    })
    .get('/my/shopping/goodsFootprintList', auth, async (c) => {
      const { page, pageSize } = await parseInput(c, memberGoodsQuery);
      return ok(c, await footprint.footprints(db, c.get('locale'), c.get('member').id, page, pageSize));
    })
    .post('/my/shopping/deleteFootprint', auth, async (c) => {
      const { ids } = await parseInput(c, deleteFootprintInput);
      await footprint.deleteFootprints(db, c.get('member').id, ids);
      return ok(c, null, c.get('t')('footprint.deleted'));
    });
}
