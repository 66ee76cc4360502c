import type { CatalogueDeps } from '../catalogue/goods.service.ts';
import type { Runtime } from '../boot.ts';

/**
 * What pages rendered on demand read from `Astro.locals`: the same service dependencies the API uses,
 * handed over by the Node entry, so a page never calls its own API over HTTP.
 */
export interface PageLocals {
  catalogue: CatalogueDeps;
}

export function pageLocals(runtime: Pick<Runtime, 'db'>): PageLocals {
  return { catalogue: { db: runtime.db.kysely, dialect: runtime.db.dialect } };
}
