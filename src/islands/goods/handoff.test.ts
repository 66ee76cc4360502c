import { describe, expect, it } from 'vitest';
import { purchaseUrl } from './handoff.ts';

describe('purchaseUrl', () => {
  it('sends add-to-cart to the cart and buy-now to the order confirmation, in the page language', () => {
    const selection = { goodsId: 7, skuId: 21, quantity: 3 };
    expect(purchaseUrl('cart', 'zh', selection)).toBe('/goods/shoppingCar?goodsId=7&skuId=21&quantity=3');
    expect(purchaseUrl('buy', 'ar', selection)).toBe('/ar/goods/confirmOrder?goodsId=7&skuId=21&quantity=3');
  });
});
