import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../lib/api/errors.ts';
import { fetchRecharge, type RechargeView } from './balanceApi.ts';
import { POLL_EVERY_MS, POLL_FOR_MS } from './rechargeStatus.ts';

export type FollowState = { phase: 'waiting' } | { phase: 'slow' } | { phase: 'done'; recharge: RechargeView } | { phase: 'unknown' };

/**
 * Asks about the top-up until the provider's answer has arrived (paid, failed or expired), then calls
 * `onSettled` once. A failed request is asked again on the next tick; an unknown number stops at once.
 */
export function useRechargeStatus(rechargeNo: string | null, onSettled: (recharge: RechargeView) => void): FollowState | null {
  const [state, setState] = useState<FollowState | null>(rechargeNo ? { phase: 'waiting' } : null);
  const settled = useRef(onSettled);
  useEffect(() => {
    settled.current = onSettled;
  });

  useEffect(() => {
    if (!rechargeNo) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const started = Date.now();
    const ask = async () => {
      try {
        const recharge = await fetchRecharge(rechargeNo);
        if (stopped) return;
        if (recharge.status !== 'pending') {
          setState({ phase: 'done', recharge });
          settled.current(recharge);
          return;
        }
      } catch (err) {
        if (stopped) return;
        if (isApiError(err) && err.kind === 'business') {
          setState({ phase: 'unknown' });
          return;
        }
      }
      if (Date.now() - started >= POLL_FOR_MS) setState({ phase: 'slow' });
      else timer = setTimeout(() => void ask(), POLL_EVERY_MS);
    };
    void ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [rechargeNo]);

  return state;
}
