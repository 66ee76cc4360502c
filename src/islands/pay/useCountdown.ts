import { useEffect, useRef, useState } from 'react';
import { remainingMs } from './countdown.ts';

/**
 * Milliseconds left until `deadline`, updated every second from the clock (so a throttled background
 * tab catches up at once), and `onEnd` called once when it reaches zero. Null without a deadline.
 */
export function useCountdown(deadline: string | null, onEnd?: () => void): number | null {
  const [left, setLeft] = useState(() => (deadline ? remainingMs(deadline, Date.now()) : null));
  const endRef = useRef(onEnd);
  useEffect(() => {
    endRef.current = onEnd;
  });

  useEffect(() => {
    if (!deadline) {
      setLeft(null);
      return;
    }
    let ended = false;
    const tick = () => {
      const ms = remainingMs(deadline, Date.now());
      setLeft(ms);
      if (ms === 0 && !ended) {
        ended = true;
        clearInterval(timer);
        endRef.current?.();
      }
    };
    const timer = setInterval(tick, 1000);
    tick();
    return () => clearInterval(timer);
  }, [deadline]);

  return left;
}
