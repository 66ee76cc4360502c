import * as catalogue from '../../catalogue/catalogue-admin.service.ts';
import { deleteBrand, deleteCategory } from '../../catalogue/catalogue-delete.service.ts';
import type { DbPool, Executor } from '../../db/schema.ts';
import type { BannerInput, BrandInput, CategoryInput } from '../../../lib/schemas/admin-catalogue.ts';
import { operatorAction, type OperatorActor } from '../operator-action.ts';
import { purgeGoodsPages, purgeHomePages } from './shop-pages.ts';

/**
 * Creating and changing categories, brands and home banners from the console: the write and its audit entry
 * (the record before and after, as the form edits it) in one transaction, then the shop pages showing them
 * are dropped from the cache.
 */

interface Kind<I> {
  /** The audit log's name of the record kind. */
  kind: 'category' | 'brand' | 'banner';
  read: (db: Executor, id: number) => Promise<object>;
  create: (db: Executor, input: I) => Promise<number>;
  /** Writes only at `version`, the one the form loaded; refuses otherwise. */
  update: (db: Executor, id: number, input: I, version: number | undefined) => Promise<void>;
  purge: () => void;
  /** Deletes at `version`; refuses with the reason when something still uses the record. */
  remove?: (db: Executor, id: number, version: number | undefined) => Promise<void>;
}

export interface EditableFlows<I> {
  create(db: DbPool, actor: OperatorActor, input: I): Promise<object>;
  update(db: DbPool, actor: OperatorActor, change: { id: number; input: I; version: number | undefined }): Promise<object>;
  /** Undefined where the console deletes nothing of the kind (banners are switched off instead). */
  remove?(db: DbPool, actor: OperatorActor, target: { id: number; version: number | undefined }): Promise<void>;
}

function editable<I>(k: Kind<I>): EditableFlows<I> {
  return {
    async create(db, actor, input) {
      const created = await operatorAction(db, actor, async (trx) => {
        const id = await k.create(trx, input);
        const after = await k.read(trx, id);
        return { entry: { action: `${k.kind}.create`, target: String(id), after }, result: after };
      });
      k.purge();
      return created;
    },
    async update(db, actor, { id, input, version }) {
      const changed = await operatorAction(db, actor, async (trx) => {
        const before = await k.read(trx, id);
        await k.update(trx, id, input, version);
        const after = await k.read(trx, id);
        return { entry: { action: `${k.kind}.update`, target: String(id), before, after }, result: after };
      });
      k.purge();
      return changed;
    },
    remove: k.remove
      ? async (db, actor, { id, version }) => {
          await operatorAction(db, actor, async (trx) => {
            const before = await k.read(trx, id);
            await k.remove!(trx, id, version);
            return { entry: { action: `${k.kind}.delete`, target: String(id), before }, result: undefined };
          });
          k.purge();
        }
      : undefined,
  };
}

/** Goods pages and home name categories and brands. */
export const categories = editable<CategoryInput>({ kind: 'category', read: catalogue.categoryForEdit, create: catalogue.createCategory, update: catalogue.updateCategory, purge: purgeGoodsPages, remove: deleteCategory });
export const brands = editable<BrandInput>({ kind: 'brand', read: catalogue.brandForEdit, create: catalogue.createBrand, update: catalogue.updateBrand, purge: purgeGoodsPages, remove: deleteBrand });
/** Banners show on the home page only. */
export const banners = editable<BannerInput>({ kind: 'banner', read: catalogue.bannerForEdit, create: catalogue.createBanner, update: catalogue.updateBanner, purge: purgeHomePages });
