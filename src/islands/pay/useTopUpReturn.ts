import { useEffect, useState } from 'react';
import { isApiError } from '../../lib/api/index.ts';
import { topUpStatus } from './payApi.ts';

/**
 * Back from the payment provider (`?rechargeNo=` beside the order): nothing to wait for (`none`), the provider's
 * notice not in yet (`waiting`), the top-up credited (`paid`: the order is read again to see whether it paid it) or
 * not paid (`failed`: the order still waits, the shopper may pay another way).
 */
export type TopUpReturn = { state: 'none' | 'waiting' | 'failed' } | { state: 'paid'; amount: number };

const RECHARGE_NO = /^R\d{20}$/;
const POLL_MS = 1_500;
/** About a minute and a half; the shop's reconciliation job settles a notice lost for longer. */
const MAX_POLLS = 60;

const readRechargeNo = () => {
  const value = new URLSearchParams(location.search).get('rechargeNo');
  return value && RECHARGE_NO.test(value) ? value : null;
};

export function useTopUpReturn(reloadOrder: () => Promise<unknown>): TopUpReturn {
  const [rechargeNo] = useState(readRechargeNo);
  const [result, setResult] = useState<TopUpReturn>({ state: rechargeNo ? 'waiting' : 'none' });
  useEffect(() => {
    if (!rechargeNo) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async (round: number) => {
      try {
        const { status, amount } = await topUpStatus(rechargeNo);
        if (stopped) return;
        if (status === 'paid') {
          await reloadOrder();
          if (!stopped) setResult({ state: 'paid', amount });
          return;
        }
        if (status !== 'pending') {
          setResult({ state: 'failed' });
          return;
        }
      } catch (error) {
        // Not this member's top-up, or no such one: there is nothing to wait for.
        if (isApiError(error) && error.kind === 'business') return setResult({ state: 'none' });
      }
      if (round < MAX_POLLS && !stopped) timer = setTimeout(() => void poll(round + 1), POLL_MS);
    };
    void poll(1);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [rechargeNo, reloadOrder]);
  return result;
}
