import { useEffect, useState, useSyncExternalStore } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the visitor asked the system for less motion. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/**
 * Timer of a rotating carousel. It rotates unless the visitor prefers reduced motion, until they
 * press pause (their choice then wins either way), and holds while the pointer or focus is on it
 * so nothing moves under the visitor's hand. Each change of slide restarts the interval.
 */
export function useAutoAdvance(count: number, index: number, advance: () => void, intervalMs: number) {
  const reducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const [held, setHeld] = useState({ pointer: false, focus: false });
  const playing = choice === null ? !reducedMotion : choice === 'play';
  const rotating = playing && !held.pointer && !held.focus && count > 1;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(advance, intervalMs);
    return () => window.clearTimeout(timer);
  }, [rotating, index, advance, intervalMs]);

  return {
    playing,
    rotating,
    toggle: () => setChoice(playing ? 'pause' : 'play'),
    hold: (by: 'pointer' | 'focus', on: boolean) => setHeld((h) => (h[by] === on ? h : { ...h, [by]: on })),
  };
}
