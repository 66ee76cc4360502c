import { useCallback, useEffect, useState } from 'react';

/**
 * "Web full screen": the player fills the browser window without the Fullscreen API (the rest of the
 * browser stays visible, nothing asks for permission). Esc leaves it; the page behind does not scroll.
 */
export function useWebFullscreen() {
  const [on, setOn] = useState(false);

  useEffect(() => {
    if (!on) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !document.fullscreenElement) setOn(false);
    };
    const overflow = document.documentElement.style.overflow;
    document.documentElement.style.overflow = 'hidden';
    document.addEventListener('keydown', onKey);
    return () => {
      document.documentElement.style.overflow = overflow;
      document.removeEventListener('keydown', onKey);
    };
  }, [on]);

  const toggle = useCallback(() => setOn((v) => !v), []);
  return { on, toggle, leave: useCallback(() => setOn(false), []) };
}
