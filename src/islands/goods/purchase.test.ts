import { describe, expect, it } from 'vitest';
import { boundQuantity, chooseValue, initialChoice, isValueAvailable, purchaseError, selectedSku, stockLimit, valueInStock, type Sku } from './purchase.ts';

const colourSize = [
  { name: 'Colour', values: ['Purple', 'Black'] },
  { name: 'Size', values: ['S', 'M', 'L'] },
];
const skus: Sku[] = [
  { id: 1, values: [0, 0], stock: 5, price: null },
  { id: 2, values: [0, 1], stock: 0, price: null },
  { id: 3, values: [0, 2], stock: 2, price: 9900 },
  { id: 4, values: [1, 0], stock: 0, price: null },
  { id: 5, values: [1, 1], stock: 7, price: null },
  { id: 6, values: [1, 2], stock: 0, price: null },
];

describe('spec selection', () => {
  it('finds the SKU of a complete choice only', () => {
    expect(selectedSku(skus, [0, 2])?.id).toBe(3);
    expect(selectedSku(skus, [0, null])).toBeNull();
    expect(selectedSku(skus, [null, null])).toBeNull();
  });

  it('sells the only SKU of a goods without specifications', () => {
    const only: Sku[] = [{ id: 9, values: [], stock: 3, price: null }];
    expect(selectedSku(only, initialChoice([], only))?.id).toBe(9);
  });

  it('marks values that lead only to sold-out SKUs as unavailable', () => {
    expect(isValueAvailable(skus, [null, null], 1, 1)).toBe(true);
    expect(isValueAvailable(skus, [0, null], 1, 1)).toBe(false);
    expect(isValueAvailable(skus, [1, null], 1, 2)).toBe(false);
    expect(isValueAvailable(skus, [null, 0], 0, 1)).toBe(false);
    // The dimension's own current value does not restrict its alternatives.
    expect(isValueAvailable(skus, [0, 1], 0, 1)).toBe(true);
  });

  it('preselects a dimension with a single value and leaves real choices open', () => {
    const single = [{ name: 'Size', values: ['One size'] }, colourSize[0]!];
    const both: Sku[] = [
      { id: 1, values: [0, 0], stock: 1, price: null },
      { id: 2, values: [0, 1], stock: 1, price: null },
    ];
    expect(initialChoice(single, both)).toEqual([0, null]);
    expect(initialChoice(colourSize, skus)).toEqual([null, null]);
  });

  it('calls a value sold out only when no SKU with it is in stock', () => {
    const mixed: Sku[] = [
      { id: 1, values: [0, 0], stock: 0, price: null },
      { id: 2, values: [0, 1], stock: 3, price: null },
      { id: 3, values: [1, 0], stock: 0, price: null },
    ];
    expect(valueInStock(mixed, 0, 0)).toBe(true);
    expect(valueInStock(mixed, 0, 1)).toBe(false);
    expect(valueInStock(mixed, 1, 0)).toBe(false);
  });

  it('keeps other choices that combine with the new value and clears those that do not', () => {
    expect(chooseValue(skus, [null, 1], 0, 1)).toEqual([1, 1]);
    expect(chooseValue(skus, [0, 0], 1, 2)).toEqual([0, 2]);
    // Black in size S is sold out: choosing Black drops the size rather than leaving an impossible pair.
    expect(chooseValue(skus, [0, 0], 0, 1)).toEqual([1, null]);
  });
});

describe('quantity', () => {
  it('is bounded by the chosen SKU, or by the SKUs a partial choice can still become', () => {
    expect(stockLimit(skus, [0, 2])).toBe(2);
    expect(stockLimit(skus, [0, null])).toBe(7);
    expect(stockLimit(skus, [null, null])).toBe(14);
  });

  it('clamps to 1…stock and reports asking for more than the stock', () => {
    expect(boundQuantity(3, 5)).toEqual({ quantity: 3, exceeded: false });
    expect(boundQuantity(6, 5)).toEqual({ quantity: 5, exceeded: true });
    expect(boundQuantity(0, 5)).toEqual({ quantity: 1, exceeded: false });
    expect(boundQuantity(Number.NaN, 5)).toEqual({ quantity: 1, exceeded: false });
    expect(boundQuantity(2.7, 5)).toEqual({ quantity: 2, exceeded: false });
    expect(boundQuantity(1, 0)).toEqual({ quantity: 1, exceeded: true });
  });
});

describe('purchase check', () => {
  it('asks for a specification first, then for enough stock', () => {
    expect(purchaseError(null, 1)).toBe('chooseSpec');
    expect(purchaseError(skus[2]!, 3)).toBe('insufficientStock');
    expect(purchaseError(skus[1]!, 1)).toBe('insufficientStock');
    expect(purchaseError(skus[2]!, 2)).toBeNull();
  });
});
