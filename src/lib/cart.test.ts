import { describe, expect, it } from 'vitest';
import { cartTotals, withLines } from './cart.ts';
import type { CartLine } from './schemas/cart.ts';

const line = (over: Partial<CartLine>): CartLine => ({
  id: 1, goodsId: 1, skuId: 1, name: 'n', image: '', spec: '', unitPrice: 1000, priceLabel: 'price', marketPrice: null, quantity: 1, amount: 1000, stock: 9, selected: true, state: 'ok', ...over,
});

describe('cartTotals', () => {
  it('adds up selected valid lines only', () => {
    const totals = cartTotals([
      line({ id: 1, quantity: 2, amount: 2000 }),
      line({ id: 2, quantity: 1, amount: 500, selected: false }),
      line({ id: 3, quantity: 4, amount: 4000, state: 'insufficient' }),
      line({ id: 4, quantity: 3, amount: 900 }),
    ]);
    expect(totals).toEqual({ selectedLines: 2, selectedQuantity: 5, totalAmount: 2900 });
  });
});

describe('withLines', () => {
  it('changes lines and works the totals out again', () => {
    const list = [line({ id: 1 }), line({ id: 2, amount: 3000, quantity: 3 })];
    const view = { list, totals: cartTotals(list), count: 2 };
    const next = withLines(view, (l) => (l.id === 2 ? { ...l, selected: false } : l));
    expect(next.totals).toEqual({ selectedLines: 1, selectedQuantity: 1, totalAmount: 1000 });
    expect(view.list[1]?.selected).toBe(true);
  });
});
