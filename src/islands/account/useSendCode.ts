import { useCallback, useRef, useState } from 'react';
import { useCountdown } from './useCountdown.ts';

/** Seconds a send-code button waits before it may send again. */
export const CODE_COUNTDOWN_SECONDS = 60;

/**
 * A send-code button's state. `send` validates and calls the server; it resolves false when the
 * input was refused before sending. The countdown starts only once the server accepted, and a
 * failed call (already reported by the request layer) just ends the busy state.
 */
export function useSendCode(send: () => Promise<boolean>) {
  const { left, start, reset } = useCountdown(CODE_COUNTDOWN_SECONDS);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  const trigger = useCallback(async () => {
    if (inFlight.current || left > 0) return;
    inFlight.current = true;
    setBusy(true);
    try {
      if (await send()) start();
    } catch {
      // The request layer has shown the server's message.
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }, [left, send, start]);

  return { left, busy, trigger, reset };
}
