import { useCallback, useEffect, useRef, useState } from 'react';
import { isCancelled } from '../../lib/api/errors.ts';
import type { Page } from '../../lib/schemas/goods.ts';

/** A list query: its filters and the page asked for. */
export interface PagedQuery {
  page: number;
}

/** How many pages `total` rows fill, `pageSize` to a page; one page even when there is nothing. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * A list loaded a page at a time. The query is state: `setQuery` changes filters and starts again at
 * page 1, `setPage` moves through pages, `reload` asks again (after a failure or a change to a row).
 * Only the answer to the latest query is kept, so a slow answer to an older one never overwrites it;
 * the last page shown stays while the next loads (`loading`), and when a change empties the page
 * asked for, the list steps back to the last page that still has rows.
 */
export function usePagedList<Q extends PagedQuery, P extends Page<unknown>>(fetchPage: (query: Q, signal: AbortSignal) => Promise<P>, initial: Q | (() => Q)) {
  const [query, setQueryState] = useState<Q>(initial);
  const [result, setResult] = useState<P | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const fetchRef = useRef(fetchPage);
  useEffect(() => {
    fetchRef.current = fetchPage;
  });

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    fetchRef.current(query, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return;
        if (page.list.length === 0 && query.page > 1 && page.total > 0) {
          setQueryState((q) => ({ ...q, page: pageCount(page.total, page.pageSize) }));
          return;
        }
        setResult(page);
        setFailed(false);
        setLoading(false);
      },
      (error: unknown) => {
        if (controller.signal.aborted || isCancelled(error)) return;
        setFailed(true);
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [query, attempt]);

  const setQuery = useCallback((change: Partial<Omit<Q, 'page'>>) => setQueryState((q) => ({ ...q, ...change, page: 1 })), []);
  const setPage = useCallback((page: number) => setQueryState((q) => ({ ...q, page })), []);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  return { query, setQuery, setPage, result, loading, failed, reload };
}
