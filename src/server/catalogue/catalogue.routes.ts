import { Hono } from 'hono';
import { z } from 'zod';
import { optionalMemberId, requireMember } from '../http/auth.ts';
import { parseInput } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import { ok } from '../http/respond.ts';
import { evaluateListQuery, goodsIdQuery, goodsListQuery } from '../../lib/schemas/goods.ts';
import type { HomeIndex } from '../../lib/schemas/home.ts';
import { listBanners } from './banner.service.ts';
import { listBrands, listCategories } from './category.service.ts';
import * as collect from './collect.service.ts';
import { goodsDetail, goodsWithFlag, listGoods, type CatalogueDeps } from './goods.service.ts';
import { listReviews, reviewCounts } from './review.service.ts';

const HOME_SECTION_SIZE = 10;
const idList = z.preprocess((v) => (typeof v === 'string' ? v.split(',') : v), z.array(z.coerce.number().int().positive()).max(200));
const paging = z.object({
  page: z.coerce.number().int().catch(1).default(1).transform((n) => Math.max(1, n)),
  pageSize: z.coerce.number().int().catch(20).default(20).transform((n) => Math.min(60, Math.max(1, n))),
});

/** /api/home/*, /api/goods/*, /api/collect/* (goods), /api/my/shopping footprints. */
export function catalogueRoutes(deps: CatalogueDeps) {
  const { db } = deps;
  const auth = requireMember(db);
  return new Hono<AppEnv>()
    .get('/home/goodsCategoryList', async (c) => ok(c, await listCategories(db, c.get('locale'))))
    .get('/home/index', async (c) => {
      const locale = c.get('locale');
      const [banners, hot, latest, recommended, brands] = await Promise.all([
        listBanners(db, locale),
        goodsWithFlag(deps, locale, 'hot', HOME_SECTION_SIZE),
        goodsWithFlag(deps, locale, 'new', HOME_SECTION_SIZE),
        goodsWithFlag(deps, locale, 'recommended', HOME_SECTION_SIZE),
        listBrands(db, locale),
      ]);
      return ok(c, { banners, hot, new: latest, recommended, brands } satisfies HomeIndex);
    })
    .get('/goods/list', async (c) => ok(c, await listGoods(deps, c.get('locale'), await parseInput(c, goodsListQuery))))
    .get('/goods/brandList', async (c) => ok(c, await listBrands(db, c.get('locale'))))
    .get('/goods/details', async (c) => {
      const { id } = await parseInput(c, goodsIdQuery);
      const detail = await goodsDetail(deps, c.get('locale'), id);
      const memberId = await optionalMemberId(db, c.req.header('token'));
      if (memberId) await collect.recordFootprint(db, memberId, id);
      const [collected, counts] = await Promise.all([memberId ? collect.isCollected(db, memberId, id) : false, reviewCounts(db, id)]);
      return ok(c, { ...detail, collected, reviewCounts: counts });
    })
    .get('/goods/evaluateList', async (c) => ok(c, await listReviews(db, await parseInput(c, evaluateListQuery))))
    .post('/collect/addGoodsCollect', auth, async (c) => {
      const { goodsId } = await parseInput(c, z.object({ goodsId: z.coerce.number().int().positive() }));
      await collect.collectGoods(db, c.get('member').id, goodsId);
      return ok(c, { collected: true }, c.get('t')('collect.added'));
    })
    .post('/collect/cancelGoodsCollect', auth, async (c) => {
      const { goodsIds } = await parseInput(c, z.object({ goodsIds: idList }));
      await collect.uncollectGoods(db, c.get('member').id, goodsIds);
      return ok(c, { collected: false }, c.get('t')('collect.removed'));
    })
    .get('/collect/goodsList', auth, async (c) => {
      const { page, pageSize } = await parseInput(c, paging);
      return ok(c, await collect.collectedGoods(db, c.get('locale'), c.get('member').id, page, pageSize));
    })
    .get('/my/shopping/goodsFootprintList', auth, async (c) => {
      const { page, pageSize } = await parseInput(c, paging);
      return ok(c, await collect.footprints(db, c.get('locale'), c.get('member').id, page, pageSize));
    })
    .post('/my/shopping/deleteFootprint', auth, async (c) => {
      const { ids } = await parseInput(c, z.object({ ids: idList.optional() }));
      await collect.deleteFootprints(db, c.get('member').id, ids);
      return ok(c, null);
    });
}
