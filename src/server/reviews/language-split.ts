/**
 * How a page of reviews splits when the reader's language comes first (decision 090): the reviews in the
 * reader's language are one run, the rest a second run after it, each newest first. A page is a window over the
 * two runs laid end to end; this gives the part of each run the window covers, so each run is read as a range of
 * its own index and nothing sorts the whole set.
 */
export interface RunSlice {
  offset: number;
  limit: number;
}

export interface PageSplit {
  /** The part of the reader's-language run on this page; null when the page lies past it. */
  mine: RunSlice | null;
  /** The part of the other reviews on this page; null when the page is filled by the first run. */
  rest: RunSlice | null;
}

/** The slices of page `page` (from 1) of `pageSize` reviews when `mineCount` reviews are in the reader's language. */
export function splitPage(mineCount: number, page: number, pageSize: number): PageSplit {
  const start = (page - 1) * pageSize;
  if (start >= mineCount) return { mine: null, rest: { offset: start - mineCount, limit: pageSize } };
  const mineLimit = Math.min(pageSize, mineCount - start);
  const restLimit = pageSize - mineLimit;
  return { mine: { offset: start, limit: mineLimit }, rest: restLimit > 0 ? { offset: 0, limit: restLimit } : null };
}
