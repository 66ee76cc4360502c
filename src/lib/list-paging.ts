import { LIST_COUNT_CAP, MAX_LIST_PAGES } from './limits.ts';

/**
 * What a goods list tells about its size from a count of its matches taken up to one past LIST_COUNT_CAP: the
 * total it shows (the cap when there are more, read "10,000+"), and its deepest page (decision 087).
 */
export function listPaging(counted: number, pageSize: number): { total: number; totalCapped: boolean; lastPage: number } {
  const totalCapped = counted > LIST_COUNT_CAP;
  const total = Math.min(counted, LIST_COUNT_CAP);
  const lastPage = Math.min(MAX_LIST_PAGES, Math.max(1, Math.ceil(counted / pageSize)));
  return { total, totalCapped, lastPage };
}
