import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import type { DbPool } from '../db/schema.ts';
import { parseInput } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import * as catalogue from '../catalogue/catalogue-admin.service.ts';
import { banners, brands, categories, type EditableFlows } from '../flows/operator/catalogue.ts';
import { bannerInputSchema, brandInputSchema, catalogueListQuery, categoryInputSchema } from '../../lib/schemas/admin-catalogue.ts';
import { versionSchema } from '../../lib/schemas/admin-version.ts';
import type { MessageKey } from '../../lib/i18n/messages.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { actorOf, idParam, okAdmin } from './admin-http.ts';

interface Editable<I> {
  /** The message for an unknown id. */
  notFound: MessageKey;
  schema: z.ZodType<I>;
  list: (db: DbPool, locale: Locale) => Promise<{ id: number }[]>;
  read: (db: DbPool, id: number) => Promise<object>;
  /** Create and change (only at the version the form loaded, which read answers), each audited with before and after. */
  flows: EditableFlows<I>;
}

/** One console screen's routes: list (in the console's language), read, create, change and, where the kind allows, delete. */
function editableRoutes<I>(db: DbPool, e: Editable<I>) {
  const idOf = (c: Context<AppEnv>) => idParam(c, e.notFound);
  const routes = new Hono<AppEnv>();
  const remove = e.flows.remove;
  if (remove) {
    routes.post('/:id/delete', async (c) => {
      const id = idOf(c);
      const { version } = await parseInput(c, versionSchema);
      await remove(db, actorOf(c), { id, version });
      return okAdmin(c, { id });
    });
  }
  return routes
    .get('/', async (c) => {
      const { page, pageSize } = await parseInput(c, catalogueListQuery);
      const all = await e.list(db, c.get('locale'));
      return okAdmin(c, { list: all.slice((page - 1) * pageSize, page * pageSize), total: all.length, page, pageSize });
    })
    .get('/:id', async (c) => okAdmin(c, await e.read(db, idOf(c))))
    .post('/', async (c) => okAdmin(c, await e.flows.create(db, actorOf(c), await parseInput(c, e.schema))))
    .post('/:id', async (c) => {
      const id = idOf(c);
      const input = await parseInput(c, e.schema);
      const { version } = await parseInput(c, versionSchema);
      return okAdmin(c, await e.flows.update(db, actorOf(c), { id, input, version }));
    });
}

/** /api/admin/categories, /brands and /banners. */
export function adminCatalogueRoutes(db: DbPool) {
  return {
    categories: editableRoutes(db, { notFound: 'admin.category.notFound', schema: categoryInputSchema, list: catalogue.categoryList, read: catalogue.categoryForEdit, flows: categories }),
    brands: editableRoutes(db, { notFound: 'admin.brand.notFound', schema: brandInputSchema, list: catalogue.brandList, read: catalogue.brandForEdit, flows: brands }),
    banners: editableRoutes(db, { notFound: 'admin.banner.notFound', schema: bannerInputSchema, list: catalogue.bannerList, read: catalogue.bannerForEdit, flows: banners }),
  };
}
