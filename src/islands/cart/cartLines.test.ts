import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY, type CartLine, type CartView } from '../../lib/schemas/cart.ts';
import { checkoutHref } from '../../lib/cart.ts';
import { allSelected, boundQuantity, handoffSelection, selectedIds } from './cartLines.ts';

const line = (id: number, over: Partial<CartLine> = {}): CartLine => ({
  id, goodsId: 1, skuId: id, name: 'n', image: '', spec: '', unitPrice: 100, priceLabel: 'price', marketPrice: null, quantity: 1, amount: 100, stock: 5, selected: true, state: 'ok', ...over,
});
const view = (list: CartLine[]): CartView => ({ list, totals: { selectedLines: 0, selectedQuantity: 0, totalAmount: 0 }, count: list.length });

describe('selection', () => {
  it('ticks "select all" when every selectable line is selected, ignoring lines that cannot be', () => {
    expect(allSelected(view([line(1), line(2, { state: 'offShelf', selected: false })]))).toBe(true);
    expect(allSelected(view([line(1), line(2, { selected: false })]))).toBe(false);
    expect(allSelected(view([line(1, { state: 'outOfStock', selected: false })]))).toBe(false);
    expect(selectedIds(view([line(3), line(4, { selected: false }), line(5)]))).toEqual([3, 5]);
  });
});

describe('checkoutHref', () => {
  it('names the selected lines in the confirmation of the page language', () => {
    expect(checkoutHref('zh', [1, 2])).toBe('/goods/confirmOrder?cartIds=1,2');
    expect(checkoutHref('ar', [7])).toBe('/ar/goods/confirmOrder?cartIds=7');
  });
});

describe('boundQuantity', () => {
  it('keeps quantities within 1…stock and tells when more was asked', () => {
    expect(boundQuantity(3, 5)).toEqual({ quantity: 3, exceeded: false });
    expect(boundQuantity(9, 5)).toEqual({ quantity: 5, exceeded: true });
    expect(boundQuantity(0, 5)).toEqual({ quantity: 1, exceeded: false });
    expect(boundQuantity(2.7, 5)).toEqual({ quantity: 2, exceeded: false });
    expect(boundQuantity(Number.NaN, 5)).toEqual({ quantity: 1, exceeded: false });
    expect(boundQuantity(5000, 5000)).toEqual({ quantity: MAX_LINE_QUANTITY, exceeded: true });
  });
});

describe('handoffSelection', () => {
  it('reads a complete, valid selection from the query and nothing else', () => {
    expect(handoffSelection('?goodsId=3&skuId=8&quantity=2')).toEqual({ goodsId: 3, skuId: 8, quantity: 2 });
    expect(handoffSelection('')).toBeNull();
    expect(handoffSelection('?goodsId=3&skuId=8')).toBeNull();
    expect(handoffSelection('?goodsId=3&skuId=8&quantity=0')).toBeNull();
  });
});
