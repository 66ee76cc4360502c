import { describe, expect, it } from 'vitest';
import { canBuy, goodsState, LOW_STOCK } from './goodsState.ts';

describe('goodsState', () => {
  it('marks goods off the shelf first, then sold out, low and in stock', () => {
    expect(goodsState(false, 10)).toBe('offShelf');
    expect(goodsState(true, 0)).toBe('soldOut');
    expect(goodsState(true, LOW_STOCK)).toBe('low');
    expect(goodsState(true, LOW_STOCK + 1)).toBe('inStock');
  });

  it('lets only goods on sale with stock into the cart', () => {
    expect([goodsState(false, 9), goodsState(true, 0), goodsState(true, 1), goodsState(true, 99)].map(canBuy)).toEqual([false, false, true, true]);
  });
});
