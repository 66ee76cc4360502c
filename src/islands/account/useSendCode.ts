import { useCallback, useRef, useState } from 'react';
import { retryAfterSeconds } from '../../lib/api/errors.ts';
import { useTimeLeft } from '../ui/useTimeLeft.ts';

/** How long a send-code button waits before it may send again (the server's own limit per address). */
const RESEND_WAIT_MS = 60_000;

/**
 * A send-code button's state. `send` validates and calls the server; it resolves false when the
 * input was refused before sending. The wait starts only once the server accepted, and a failed call
 * (already reported by the request layer) ends the busy state, and starts the wait the server names when
 * it refused as too soon. `left` is the seconds still to wait.
 */
export function useSendCode(send: () => Promise<boolean>) {
  const [resendAt, setResendAt] = useState<number | null>(null);
  const ms = useTimeLeft(resendAt);
  const left = ms ? Math.ceil(ms / 1000) : 0;
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  const trigger = useCallback(async () => {
    if (inFlight.current || left > 0) return;
    inFlight.current = true;
    setBusy(true);
    try {
      if (await send()) setResendAt(Date.now() + RESEND_WAIT_MS);
    } catch (error) {
      // The request layer has shown the server's message. A code sent shortly before (from another form
      // asking for the same purpose) makes the server say how long to wait: count that down here too.
      const wait = retryAfterSeconds(error);
      if (wait !== null) setResendAt(Date.now() + wait * 1000);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }, [left, send]);

  const reset = useCallback(() => setResendAt(null), []);
  return { left, busy, trigger, reset };
}
