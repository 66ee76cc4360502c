import { useCallback, useEffect, useRef, useState } from 'react';
import type { Page } from '../../lib/schemas/goods.ts';
import type { OrderListQuery } from '../../lib/schemas/order.ts';
import { listSearch, readListQuery } from './hrefs.ts';
import { fetchOrderCounts, fetchOrders, type OrderCounts } from './orderApi.ts';
import type { OrderView } from './orderState.ts';

export const PAGE_SIZE = 10;

/**
 * The order list behind the tabs: the query lives in the address bar (a reload or a shared link opens
 * the same tab, search and page), answers to an older query are dropped, and the tab counts are
 * fetched again whenever an order changes.
 */
export function useOrderList() {
  const [query, setQueryState] = useState<OrderListQuery>(() => ({ ...readListQuery(location.search), pageSize: PAGE_SIZE }));
  const [result, setResult] = useState<Page<OrderView> | null>(null);
  const [counts, setCounts] = useState<OrderCounts | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);

  const load = useCallback(async (q: OrderListQuery) => {
    const ticket = ++latest.current;
    setLoading(true);
    fetchOrderCounts().then(
      (c) => ticket === latest.current && setCounts(c),
      () => {},
    );
    try {
      const page = await fetchOrders(q);
      if (ticket !== latest.current) return;
      // An action may empty the last page: step back to the one that still has orders.
      if (page.list.length === 0 && q.page > 1 && page.total > 0) {
        setQueryState({ ...q, page: Math.ceil(page.total / q.pageSize) });
        return;
      }
      setResult(page);
      setFailed(false);
    } catch {
      if (ticket === latest.current) setFailed(true);
    } finally {
      if (ticket === latest.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    history.replaceState(history.state, '', location.pathname + listSearch(query));
    void load(query);
  }, [query, load]);

  const setQuery = useCallback((change: Partial<OrderListQuery>) => setQueryState((q) => ({ ...q, page: 1, ...change })), []);
  const reload = useCallback(() => void load(query), [load, query]);

  return { query, setQuery, result, counts, loading, failed, reload };
}
