import { describe, expect, it } from 'vitest';
import { cashierHref, cartHref, fromCart, readCheckoutSource, submitPayload } from './checkoutSource.ts';

describe('readCheckoutSource', () => {
  it('reads the cart selection, dropping repeated ids', () => {
    expect(readCheckoutSource('?cartIds=3,1,3')).toEqual({ cartIds: [3, 1] });
  });

  it('reads a buy-now selection by its SKU and quantity', () => {
    expect(readCheckoutSource('?goodsId=7&skuId=21&quantity=2')).toEqual({ items: [{ skuId: 21, quantity: 2 }] });
    expect(readCheckoutSource('?skuId=21')).toEqual({ items: [{ skuId: 21, quantity: 1 }] });
  });

  it.each([
    ['', 'nothing named'],
    ['?goodsId=7', 'goods without a SKU'],
    ['?cartIds=', 'no cart line'],
    ['?cartIds=1,x', 'a garbled id'],
    ['?cartIds=0', 'id zero'],
    ['?skuId=21&quantity=0', 'quantity zero'],
    ['?skuId=21&quantity=1000', 'quantity over the line limit'],
    ['?skuId=2.5&quantity=1', 'a fractional SKU'],
    ['?cartIds=1&skuId=2&quantity=1', 'both sources at once'],
  ])('refuses %s (%s)', (search) => {
    expect(readCheckoutSource(search)).toBeNull();
  });

  it('tells a cart checkout from a buy-now', () => {
    expect(fromCart({ cartIds: [1] })).toBe(true);
    expect(fromCart({ items: [{ skuId: 1, quantity: 1 }] })).toBe(false);
  });
});

describe('links', () => {
  it('go to the cashier and the cart in the page language', () => {
    expect(cashierHref('zh', '20250101120000123456')).toBe('/pay?orderNo=20250101120000123456');
    expect(cashierHref('ar', '20250101120000123456')).toBe('/ar/pay?orderNo=20250101120000123456');
    expect(cartHref('zh-TW')).toBe('/zh-tw/goods/shoppingCar');
  });
});

describe('submitPayload', () => {
  const requestId = '0b6f9f5e-4a43-4f4e-9d7c-2f8f3d1f4a10';

  it('builds the submit body with the trimmed message', () => {
    expect(submitPayload({ cartIds: [1, 2] }, 5, '  after 6pm  ', requestId)).toEqual({
      ok: true,
      payload: { cartIds: [1, 2], addressId: 5, buyerMessage: 'after 6pm', requestId },
    });
    expect(submitPayload({ items: [{ skuId: 3, quantity: 2 }] }, 5, '', requestId)).toMatchObject({ ok: true, payload: { items: [{ skuId: 3, quantity: 2 }] } });
  });

  it('asks for an address when none is chosen', () => {
    expect(submitPayload({ cartIds: [1] }, null, '', requestId)).toEqual({ ok: false, message: 'order.addressRequired' });
  });

  it('refuses a message over the limit', () => {
    expect(submitPayload({ cartIds: [1] }, 5, 'x'.repeat(201), requestId)).toEqual({ ok: false, message: 'order.message.tooLong' });
  });
});
