import { useCallback, useEffect, useRef, useState } from 'react';
import { listSearch, readListQuery } from '../../lib/order-hrefs.ts';
import type { OrderListQuery } from '../../lib/schemas/order.ts';
import { usePagedList } from '../ui/usePagedList.ts';
import { fetchOrderCounts, fetchOrders, type OrderCounts } from './orderApi.ts';

const PAGE_SIZE = 10;

/**
 * The order list behind the tabs: the query lives in the address bar (a reload or a shared link opens
 * the same tab, search and page), and the tab counts are fetched again with every page, so they follow
 * whatever an action changed.
 */
export function useOrderList() {
  const [counts, setCounts] = useState<OrderCounts | null>(null);
  const latestCount = useRef(0);

  const fetchPage = useCallback((query: OrderListQuery, signal: AbortSignal) => {
    const ticket = ++latestCount.current;
    fetchOrderCounts().then(
      (c) => ticket === latestCount.current && setCounts(c),
      () => {},
    );
    return fetchOrders(query, signal);
  }, []);
  const list = usePagedList(fetchPage, () => ({ ...readListQuery(location.search), pageSize: PAGE_SIZE }));

  useEffect(() => {
    history.replaceState(history.state, '', location.pathname + listSearch(list.query));
  }, [list.query]);

  return { ...list, counts };
}
