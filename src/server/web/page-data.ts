import { NotFoundError } from '../errors.ts';

/**
 * A page rendered on demand could not read what it shows (the database is down or failed the query). The error
 * page (src/pages/500.astro) answers it with 503 and `Retry-After`: the page is not gone, and a crawler or CDN
 * must not drop it as it would a 404.
 */
export class PageDataError extends Error {
  constructor(cause: unknown) {
    super('the page could not read its data', { cause });
    this.name = 'PageDataError';
  }
}

/**
 * The page's reads: what they resolve to; "this does not exist" (NotFoundError) as it is, for the page to
 * answer 404 itself; any other failure as a PageDataError.
 */
export async function pageData<T>(reads: Promise<T>): Promise<T> {
  try {
    return await reads;
  } catch (error) {
    throw error instanceof NotFoundError ? error : new PageDataError(error);
  }
}
