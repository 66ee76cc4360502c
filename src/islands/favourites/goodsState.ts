import type { MessageKey } from '../../lib/i18n/messages.ts';

/** Whether a kept goods can be bought now, as favourites and recently viewed mark it. */
export type GoodsState = 'offShelf' | 'soldOut' | 'low' | 'inStock';

/** At most this many units left reads "only N left". */
export const LOW_STOCK = 5;

export function goodsState(onShelf: boolean, stock: number): GoodsState {
  if (!onShelf) return 'offShelf';
  if (stock <= 0) return 'soldOut';
  return stock <= LOW_STOCK ? 'low' : 'inStock';
}

export const GOODS_STATE_TEXT: Record<GoodsState, MessageKey> = {
  offShelf: 'favourites.state.offShelf',
  soldOut: 'favourites.state.soldOut',
  low: 'favourites.state.low',
  inStock: 'favourites.state.inStock',
};

/** Goods off the shelf or sold out cannot go into the cart. */
export const canBuy = (state: GoodsState) => state === 'low' || state === 'inStock';
