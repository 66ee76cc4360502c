import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '../../lib/api/errors.ts';
import { http } from '../../lib/api/index.ts';
import { readOrderNo } from '../../lib/order-hrefs.ts';
import type { MemberOrderDetailView } from '../../lib/order-state.ts';

/** Why there is no order to show: none asked for or none of this member's (`missing`), or no answer. */
export type OrderProblem = { kind: 'missing'; msg?: string } | { kind: 'failed' };

/**
 * What a screen loads for the order named by `?orderNo=` (its detail, its review state…), loaded on mount
 * and again on `reload()` (after a step or at a deadline). `load` must keep its identity between renders.
 */
export function useOrderData<T>(load: (orderNo: string) => Promise<T>) {
  const [orderNo] = useState(() => readOrderNo(location.search));
  const [data, setData] = useState<T | null>(null);
  const [problem, setProblem] = useState<OrderProblem | null>(orderNo ? null : { kind: 'missing' });

  const reload = useCallback(async () => {
    if (!orderNo) return null;
    try {
      const found = await load(orderNo);
      setData(found);
      setProblem(null);
      return found;
    } catch (error) {
      if (isApiError(error) && error.kind === 'cancelled') return null;
      // A refusal in the envelope means no such order of this member's; anything else may pass on retry.
      setProblem(isApiError(error) && error.kind === 'business' ? { kind: 'missing', msg: error.msg } : { kind: 'failed' });
      return null;
    }
  }, [orderNo, load]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { orderNo, data, problem, reload };
}

/** Silent: the screen tells an unknown order apart from a failed request itself. */
const fetchOrder = (orderNo: string) => http.get<MemberOrderDetailView>('order/detail', { orderNo }, { silentError: true });

/** The order named by `?orderNo=` as the order screens and the cashier show it. */
export function useOrder() {
  const { orderNo, data: order, problem, reload } = useOrderData<MemberOrderDetailView>(fetchOrder);
  return { orderNo, order, problem, reload };
}
