import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import type { DbPool } from '../db/schema.ts';
import { parseInput } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import * as catalogue from '../catalogue/catalogue-admin.service.ts';
import { bannerInputSchema, brandInputSchema, catalogueListQuery, categoryInputSchema } from '../../lib/schemas/admin-catalogue.ts';
import { versionSchema } from '../../lib/schemas/admin-version.ts';
import type { MessageKey } from '../../lib/i18n/messages.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { auditAdmin, idParam, okAdmin } from './admin-http.ts';
import { isHomePage, sharedPageCache } from '../web/page-cache.ts';
import { purgeGoodsPages } from './goods.routes.ts';

const purgeHomePages = () => sharedPageCache().purge(isHomePage);

interface Editable<I> {
  /** The audit log's name of the record kind, and the message for an unknown id. */
  kind: 'category' | 'brand' | 'banner';
  notFound: MessageKey;
  schema: z.ZodType<I>;
  list: (db: DbPool, locale: Locale) => Promise<{ id: number }[]>;
  read: (db: DbPool, id: number) => Promise<object>;
  create: (db: DbPool, input: I) => Promise<number>;
  /** Writes only at `version`, the one the form loaded (read answers it); refuses otherwise. */
  update: (db: DbPool, id: number, input: I, version: number | undefined) => Promise<void>;
  /** Shop pages that show these records, dropped from the page cache after a change. */
  purge?: () => void;
}

/**
 * One console screen's routes: list (in the console's language), read, create and change, each write through
 * the catalogue service, audited with before and after.
 */
function editableRoutes<I>(db: DbPool, e: Editable<I>) {
  const idOf = (c: Context<AppEnv>) => idParam(c, e.notFound);
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const { page, pageSize } = await parseInput(c, catalogueListQuery);
      const all = await e.list(db, c.get('locale'));
      return okAdmin(c, { list: all.slice((page - 1) * pageSize, page * pageSize), total: all.length, page, pageSize });
    })
    .get('/:id', async (c) => okAdmin(c, await e.read(db, idOf(c))))
    .post('/', async (c) => {
      const id = await e.create(db, await parseInput(c, e.schema));
      const after = await e.read(db, id);
      await auditAdmin(db, c, { action: `${e.kind}.create`, target: String(id), after });
      e.purge?.();
      return okAdmin(c, after);
    })
    .post('/:id', async (c) => {
      const id = idOf(c);
      const input = await parseInput(c, e.schema);
      const { version } = await parseInput(c, versionSchema);
      const before = await e.read(db, id);
      await e.update(db, id, input, version);
      const after = await e.read(db, id);
      await auditAdmin(db, c, { action: `${e.kind}.update`, target: String(id), before, after });
      e.purge?.();
      return okAdmin(c, after);
    });
}

/** /api/admin/categories, /brands and /banners. Goods pages and home name categories and brands: they are purged. */
export function adminCatalogueRoutes(db: DbPool) {
  return {
    categories: editableRoutes(db, { kind: 'category', notFound: 'admin.category.notFound', schema: categoryInputSchema, list: catalogue.categoryList, read: catalogue.categoryForEdit, create: catalogue.createCategory, update: catalogue.updateCategory, purge: purgeGoodsPages }),
    brands: editableRoutes(db, { kind: 'brand', notFound: 'admin.brand.notFound', schema: brandInputSchema, list: catalogue.brandList, read: catalogue.brandForEdit, create: catalogue.createBrand, update: catalogue.updateBrand, purge: purgeGoodsPages }),
    // Banners show on the home page only.
    banners: editableRoutes(db, { kind: 'banner', notFound: 'admin.banner.notFound', schema: bannerInputSchema, list: catalogue.bannerList, read: catalogue.bannerForEdit, create: catalogue.createBanner, update: catalogue.updateBanner, purge: purgeHomePages }),
  };
}
