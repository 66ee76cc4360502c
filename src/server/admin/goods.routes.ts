import { Hono, type Context } from 'hono';
import type { Services } from '../services.ts';
import { adminGoodsList, createGoods, goodsForEdit, setGoodsShelf, updateGoods } from '../catalogue/goods-admin.service.ts';
import { DomainError } from '../errors.ts';
import { parseInput } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import { MEDIA_SIZES, storeMedia, type MediaKind } from '../uploads/media.service.ts';
import { isGoodsPage, sharedPageCache } from '../web/page-cache.ts';
import { adminGoodsQuery, goodsInputSchema, shelfSchema } from '../../lib/schemas/admin-goods.ts';
import { auditAdmin, idParam, okAdmin } from './admin-http.ts';

/** Shop pages showing goods are dropped from the page cache after any change, so shoppers see it at once. */
export const purgeGoodsPages = () => sharedPageCache().purge(isGoodsPage);

const idOf = (c: Context<AppEnv>) => idParam(c, 'goods.notFound');

/** /api/admin/goods: list, read, create and change goods, the shelf, and /api/admin/media for pictures. */
export function adminGoodsRoutes(services: Services) {
  const db = services.db.kysely;
  const goods = new Hono<AppEnv>()
    .get('/', async (c) => okAdmin(c, await adminGoodsList(db, c.get('locale'), await parseInput(c, adminGoodsQuery))))
    .get('/:id', async (c) => okAdmin(c, await goodsForEdit(db, idOf(c))))
    .post('/', async (c) => {
      const input = await parseInput(c, goodsInputSchema);
      const id = await createGoods(db, input);
      const after = await goodsForEdit(db, id);
      await auditAdmin(db, c, { action: 'goods.create', target: String(id), detail: input.itemNo, after });
      purgeGoodsPages();
      return okAdmin(c, after);
    })
    .post('/:id/shelf', async (c) => {
      const id = idOf(c);
      const { onShelf } = await parseInput(c, shelfSchema);
      const before = await goodsForEdit(db, id);
      await setGoodsShelf(db, id, onShelf);
      await auditAdmin(db, c, { action: onShelf ? 'goods.onShelf' : 'goods.offShelf', target: String(id), before: { onShelf: before.onShelf }, after: { onShelf } });
      purgeGoodsPages();
      return okAdmin(c, await goodsForEdit(db, id));
    })
    .post('/:id', async (c) => {
      const id = idOf(c);
      const input = await parseInput(c, goodsInputSchema);
      const before = await goodsForEdit(db, id);
      await updateGoods(db, id, input);
      const after = await goodsForEdit(db, id);
      await auditAdmin(db, c, { action: 'goods.update', target: String(id), detail: input.itemNo, before, after });
      purgeGoodsPages();
      return okAdmin(c, after);
    });

  const media = new Hono<AppEnv>().post('/:kind', async (c) => {
    const kind = c.req.param('kind');
    if (!Object.hasOwn(MEDIA_SIZES, kind)) throw new DomainError('admin.media.badImage');
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const file = form['file'];
    if (!(file instanceof File)) throw new DomainError('admin.media.badImage');
    return okAdmin(c, await storeMedia(services.storage.media, kind as MediaKind, file));
  });
  return { goods, media };
}
