import { Hono, type Context } from 'hono';
import type { Services } from '../services.ts';
import { adminGoodsList, goodsForEdit } from '../catalogue/goods-admin.service.ts';
import { homeShelves } from '../catalogue/home-shelves.service.ts';
import { DomainError } from '../errors.ts';
import * as flows from '../flows/operator/goods.ts';
import { parseInput, parseParam } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import { MEDIA_SIZES, storeMedia, type MediaKind } from '../uploads/media.service.ts';
import { adminGoodsQuery, bulkShelfSchema, goodsInputSchema, homeShelfSchema, shelfParam, shelfSchema } from '../../lib/schemas/admin-goods.ts';
import { actorOf, idParam, okAdmin } from './admin-http.ts';

const idOf = (c: Context<AppEnv>) => idParam(c, 'goods.notFound');

/**
 * /api/admin/goods: list, read, create, change and copy goods, the shelf one by one or several at once (the
 * goods flows); /api/admin/home-shelves: the home page's shelves and their order; /api/admin/media for pictures.
 */
export function adminGoodsRoutes(services: Services) {
  const db = services.db.kysely;
  const goods = new Hono<AppEnv>()
    .get('/', async (c) => okAdmin(c, await adminGoodsList(db, c.get('locale'), await parseInput(c, adminGoodsQuery))))
    .post('/shelf', async (c) => okAdmin(c, await flows.shelfMany(db, actorOf(c), await parseInput(c, bulkShelfSchema))))
    .get('/:id', async (c) => okAdmin(c, await goodsForEdit(db, idOf(c))))
    .post('/', async (c) => okAdmin(c, await flows.create(db, actorOf(c), await parseInput(c, goodsInputSchema))))
    .post('/:id/copy', async (c) => okAdmin(c, await flows.copy(db, actorOf(c), { id: idOf(c) })))
    .post('/:id/shelf', async (c) => {
      const id = idOf(c);
      const { onShelf } = await parseInput(c, shelfSchema);
      return okAdmin(c, await flows.shelf(db, actorOf(c), { id, onShelf }));
    })
    .post('/:id', async (c) => {
      const id = idOf(c);
      return okAdmin(c, await flows.update(db, actorOf(c), { id, input: await parseInput(c, goodsInputSchema) }));
    });

  const media = new Hono<AppEnv>().post('/:kind', async (c) => {
    const kind = c.req.param('kind');
    if (!Object.hasOwn(MEDIA_SIZES, kind)) throw new DomainError('admin.media.badImage');
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const file = form['file'];
    if (!(file instanceof File)) throw new DomainError('admin.media.badImage');
    return okAdmin(c, await storeMedia(services.storage.media, kind as MediaKind, file));
  });
  const shelves = new Hono<AppEnv>()
    .get('/', async (c) => okAdmin(c, await homeShelves(db, c.get('locale'))))
    .post('/:shelf', async (c) => {
      const shelf = parseParam(c, 'shelf', shelfParam);
      const { goodsIds, was } = await parseInput(c, homeShelfSchema);
      return okAdmin(c, await flows.arrangeHomeShelf(db, actorOf(c), { shelf, goodsIds, was }));
    });
  return { goods, media, shelves };
}
