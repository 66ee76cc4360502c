import type { CatalogueDeps } from '../catalogue/goods.service.ts';
import type { Services } from '../services.ts';

/** A page that could not be rendered, as the error page (src/pages/500.astro) reports it. */
export interface PageFailure {
  /** Path and query asked for. */
  url: string;
  /** What the error page answered: 503 when the page's data could not be read, 500 for any other failure. */
  status: number;
  error: unknown;
}

/**
 * What pages rendered on demand read from `Astro.locals`: the same service dependencies the API uses,
 * opened by each render thread (render-thread.ts), so a page never calls its own API over HTTP; and where
 * the error page reports a failure, so each failed page is one line in the shop's log.
 */
export interface PageLocals {
  catalogue: CatalogueDeps;
  pageFailed: (failure: PageFailure) => void;
}

export function pageLocals(services: Pick<Services, 'catalogue' | 'logger'>): PageLocals {
  const { logger } = services;
  return {
    catalogue: services.catalogue,
    pageFailed: ({ url, status, error }) => logger.error('page failed', { url, status, error: describe(error) }),
  };
}

/** The error with its stack and what it wraps (a page's data failure carries the database's error as its cause). */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const own = error.stack ?? `${error.name}: ${error.message}`;
  return error.cause === undefined ? own : `${own}\ncaused by: ${describe(error.cause)}`;
}
