import { describe, expect, it } from 'vitest';
import { priceView } from './priceView.ts';

const goods = { price: 10900, marketPrice: 14900, salePrice: 9900, memberPays: 9790, guestPays: 9900 };

describe('priceView', () => {
  it('shows the member price, the sale price guests pay and the savings against the market price', () => {
    expect(priceView(goods, null)).toEqual({
      memberPays: 9790,
      guestPays: 9900,
      marketPrice: 14900,
      savings: 5110,
      memberDiscount: true,
      onSale: true,
    });
  });

  it('has no member discount when members pay what guests pay', () => {
    const plain = { price: 5900, marketPrice: 7900, salePrice: null, memberPays: 5900, guestPays: 5900 };
    expect(priceView(plain, null)).toMatchObject({ memberDiscount: false, onSale: false, savings: 2000 });
  });

  it('lets a SKU price replace every goods price and never shows negative savings', () => {
    expect(priceView(goods, 12900)).toMatchObject({ memberPays: 12900, guestPays: 12900, memberDiscount: false, savings: 2000 });
    expect(priceView(goods, 15900).savings).toBe(0);
  });
});
