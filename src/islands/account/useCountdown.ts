import { useCallback, useEffect, useState } from 'react';

/** Seconds left of a countdown started by `start()`; 0 when idle. Used by every send-code button (60 s). */
export function useCountdown(seconds: number): { left: number; start: () => void; reset: () => void } {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const start = useCallback(() => setLeft(seconds), [seconds]);
  const reset = useCallback(() => setLeft(0), []);
  return { left, start, reset };
}
