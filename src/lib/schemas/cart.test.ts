import { describe, expect, it } from 'vitest';
import { MAX_CART_LINES, MAX_LINE_QUANTITY, cartAddInput, cartIdsInput, cartSelectAllInput, cartUpdateInput } from './cart.ts';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('cart payloads', () => {
  it('reads numbers sent as text and bounds the quantity', () => {
    expect(cartAddInput.parse({ goodsId: '3', skuId: '7', quantity: '2' })).toEqual({ goodsId: 3, skuId: 7, quantity: 2 });
    for (const quantity of [0, -1, 1.5, MAX_LINE_QUANTITY + 1, 'x']) {
      expect(firstMessage(cartAddInput.safeParse({ goodsId: 3, skuId: 7, quantity })), String(quantity)).toBe('cart.quantity.invalid');
    }
  });

  it('needs a quantity or a selection in an update, and reads form-encoded flags', () => {
    expect(cartUpdateInput.safeParse({ id: 1 }).success).toBe(false);
    expect(cartUpdateInput.parse({ id: '4', selected: 'false' })).toEqual({ id: 4, selected: false });
    expect(cartUpdateInput.parse({ id: 4, quantity: 3, selected: true })).toEqual({ id: 4, quantity: 3, selected: true });
    expect(cartSelectAllInput.parse({ selected: 'true' })).toEqual({ selected: true });
    // Only true and false, as JSON or as the words a form sends: nothing else is guessed at.
    for (const selected of ['maybe', '1', 1, '0', 'on', '', null]) expect(cartSelectAllInput.safeParse({ selected }).success, String(selected)).toBe(false);
  });

  it('takes line ids as an array or a comma list, never empty or unbounded', () => {
    expect(cartIdsInput.parse({ ids: '1,2' })).toEqual({ ids: [1, 2] });
    expect(cartIdsInput.parse({ ids: ['5'] })).toEqual({ ids: [5] });
    expect(firstMessage(cartIdsInput.safeParse({ ids: [] }))).toBe('cart.ids.required');
    expect(firstMessage(cartIdsInput.safeParse({}))).toBe('cart.ids.required');
    expect(cartIdsInput.safeParse({ ids: Array.from({ length: MAX_CART_LINES + 1 }, (_, i) => i + 1) }).success).toBe(false);
    expect(firstMessage(cartIdsInput.safeParse({ ids: ['abc'] }))).toBe('cart.lineNotFound');
  });
});
