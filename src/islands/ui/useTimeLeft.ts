import { useEffect, useReducer, useRef } from 'react';

/** A moment to count down to: an ISO time from the server, or epoch milliseconds. */
export type Deadline = string | number;

/** Milliseconds left until the deadline, never below zero; an unreadable deadline counts as passed. */
export function remainingMs(deadline: Deadline, now: number): number {
  const end = typeof deadline === 'number' ? deadline : Date.parse(deadline);
  return Number.isFinite(end) ? Math.max(0, end - now) : 0;
}

/**
 * Milliseconds left until `deadline` (null without one), redrawn every second. It is read from the
 * clock on every render, so a throttled background tab is right again at once and a deadline set just
 * now counts from its first frame. `onEnd` is called once when it reaches zero.
 */
export function useTimeLeft(deadline: Deadline | null, onEnd?: () => void): number | null {
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  const endRef = useRef(onEnd);
  useEffect(() => {
    endRef.current = onEnd;
  });

  useEffect(() => {
    if (deadline === null) return;
    let ended = false;
    const tick = () => {
      redraw();
      if (ended || remainingMs(deadline, Date.now()) > 0) return;
      ended = true;
      clearInterval(timer);
      endRef.current?.();
    };
    const timer = setInterval(tick, 1000);
    tick();
    return () => clearInterval(timer);
  }, [deadline]);

  return deadline === null ? null : remainingMs(deadline, Date.now());
}
