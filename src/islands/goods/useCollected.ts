import { useCallback, useEffect, useRef, useState } from 'react';
import { http } from '../../lib/api/index.ts';
import { localTimeZone } from '../../lib/days.ts';
import { currentLocale } from '../../lib/i18n/current.ts';
import { loginRedirectUrl } from '../../stores/user.ts';
import { addFavourite, removeFavourites } from '../favourites/favouritesApi.ts';

/**
 * The member's favourite flag for a goods. Reading the goods with the token also records the visit in
 * the member's footprints, which is why the page asks the API even though it already shows the goods; the
 * browser's time zone decides which day the visit belongs to.
 */
export function useCollected(goodsId: number, isMember: boolean) {
  const [collected, setCollected] = useState(false);
  const [busy, setBusy] = useState(false);
  // A toggle answered before the first read wins over that read's older answer.
  const toggled = useRef(false);

  useEffect(() => {
    if (!isMember) return;
    const controller = new AbortController();
    http
      .get<{ collected: boolean }>('goods/details', { id: goodsId, tz: localTimeZone() }, { signal: controller.signal, silentError: true })
      .then((data) => {
        if (!toggled.current) setCollected(data.collected);
      })
      // The flag is a convenience on a page that works without it; the button still toggles.
      .catch(() => undefined);
    return () => controller.abort();
  }, [goodsId, isMember]);

  const toggle = useCallback(async () => {
    if (!isMember) {
      location.assign(loginRedirectUrl(currentLocale(), location.pathname + location.search));
      return;
    }
    setBusy(true);
    toggled.current = true;
    try {
      const result = collected ? await removeFavourites([goodsId]) : await addFavourite(goodsId);
      setCollected(result.collected);
    } catch {
      // The request layer has shown why; the flag keeps its last known state.
    } finally {
      setBusy(false);
    }
  }, [collected, goodsId, isMember]);

  return { collected, busy, toggle };
}
