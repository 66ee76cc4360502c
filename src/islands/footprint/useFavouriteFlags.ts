import { useState } from 'react';
import { addFavourite, removeFavourites } from '../favourites/favouritesApi.ts';

/**
 * The favourite flag of goods in a list that came with one: a toggle here wins over what the list said,
 * and it applies to every row of the same goods (recently viewed shows a goods once per day).
 */
export function useFavouriteFlags() {
  const [changed, setChanged] = useState<ReadonlyMap<number, boolean>>(new Map());
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());

  const isFavourite = (goodsId: number, listed: boolean) => changed.get(goodsId) ?? listed;

  async function toggle(goodsId: number, listed: boolean) {
    const now = isFavourite(goodsId, listed);
    setBusy((b) => new Set(b).add(goodsId));
    try {
      const { collected } = now ? await removeFavourites([goodsId]) : await addFavourite(goodsId);
      setChanged((c) => new Map(c).set(goodsId, collected));
    } catch {
      // The request layer has said why (off the shelf meanwhile); the flag stays as it was.
    } finally {
      setBusy((b) => {
        const next = new Set(b);
        next.delete(goodsId);
        return next;
      });
    }
  }

  return { isFavourite, isBusy: (goodsId: number) => busy.has(goodsId), toggle };
}
