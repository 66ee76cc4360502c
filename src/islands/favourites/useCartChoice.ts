import { useState } from 'react';
import type { GoodsOptions } from '../../lib/schemas/mine.ts';
import { addToCart } from '../../stores/cart.ts';
import { initialChoice, selectedSku } from '../goods/purchase.ts';
import { fetchGoodsOptions } from './favouritesApi.ts';

/**
 * Add to cart from a list of goods. A goods sold in one specification goes straight in (one piece);
 * one with several opens the specification dialog with what was read, since the list does not know them.
 */
export function useCartChoice() {
  const [choosing, setChoosing] = useState<GoodsOptions | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  async function start(goodsId: number) {
    setBusyId(goodsId);
    try {
      const goods = await fetchGoodsOptions(goodsId);
      const only = goods.skus.length === 1 ? selectedSku(goods.skus, initialChoice(goods.specs, goods.skus)) : null;
      if (only) await addToCart({ goodsId, skuId: only.id, quantity: 1 });
      else setChoosing(goods);
    } catch {
      // The request layer has said why (off the shelf meanwhile, sold out).
    } finally {
      setBusyId(null);
    }
  }

  return { choosing, busyId, start, close: () => setChoosing(null) };
}
