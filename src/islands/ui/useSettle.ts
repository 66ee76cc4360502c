import { useCallback, useEffect, useRef } from 'react';
import type { OrderDetailView } from '../../lib/order-state.ts';

/** Seconds between looks at an order whose payment time ran out, until the server has cancelled it. */
const RETRY_MS = [5_000, 15_000, 30_000];

/**
 * At the payment deadline: load the order again, and again a little later while the server still
 * has it unpaid (its expiry job runs every half minute), so the screen ends on the recorded state.
 */
export function useSettle(reload: () => Promise<OrderDetailView | null>) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(() => {
    const attempt = async (index: number) => {
      const order = await reload();
      const wait = RETRY_MS[index];
      if (order?.status === 'pending_payment' && wait !== undefined) timer.current = setTimeout(() => void attempt(index + 1), wait);
    };
    void attempt(0);
  }, [reload]);
}
