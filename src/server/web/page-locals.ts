import type { CatalogueDeps } from '../catalogue/goods.service.ts';
import type { Services } from '../services.ts';

/**
 * What pages rendered on demand read from `Astro.locals`: the same service dependencies the API uses,
 * opened by each render thread (render-thread.ts), so a page never calls its own API over HTTP.
 */
export interface PageLocals {
  catalogue: CatalogueDeps;
}

export function pageLocals(services: Pick<Services, 'catalogue'>): PageLocals {
  return { catalogue: services.catalogue };
}
