import { useCallback, useEffect, useState } from 'react';
import { isCancelled } from '../../lib/api/errors.ts';
import type { MemberShoppingInfo } from '../../lib/schemas/mine.ts';
import { fetchShoppingInfo } from './centreApi.ts';

/** The personal centre's data; `reload` asks again after an order action changed it. */
export function useShoppingInfo() {
  const [info, setInfo] = useState<MemberShoppingInfo | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchShoppingInfo(controller.signal).then(
      (data) => {
        setInfo(data);
        setFailed(false);
      },
      (error: unknown) => {
        if (!controller.signal.aborted && !isCancelled(error)) setFailed(true);
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { info, failed, reload };
}
