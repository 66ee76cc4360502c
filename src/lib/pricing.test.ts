import { describe, expect, it } from 'vitest';
import { goodsPrices, guestPays, memberPays, memberPaysFrom, priceLabels, priceView, roundSuggested, savings, skuPrices, storedPriceLabel, suggestSkuPrices, type PriceFields } from './pricing.ts';

const p = { price: 12900, marketPrice: 19900, salePrice: null, memberPrice: 11900 };

describe('pricing', () => {
  it('members pay the lowest applicable price', () => {
    expect(memberPays(p)).toBe(11900);
    expect(memberPays({ ...p, salePrice: 9900 })).toBe(9900);
    expect(memberPays({ price: 5000, salePrice: null, memberPrice: null })).toBe(5000);
  });

  it('guests do not get the member price', () => {
    expect(guestPays(p)).toBe(12900);
    expect(guestPays({ ...p, salePrice: 9900 })).toBe(9900);
  });

  it('savings are market price minus what a member pays, never negative', () => {
    expect(savings(p)).toBe(8000);
    expect(savings({ ...p, marketPrice: 10000 })).toBe(0);
  });

  it('a SKU price scales the goods prices, member price included', () => {
    // 15900 × 11900 / 12900 = 14667.4
    const skuMemberPays = (fields: PriceFields, skuPrice: number | null) => priceView(goodsPrices(fields), skuPrice).memberPays;
    expect(skuMemberPays(p, 15900)).toBe(14667);
    expect(skuMemberPays(p, 12900)).toBe(11900);
    expect(skuMemberPays({ ...p, memberPrice: null }, 15900)).toBe(15900);
    expect(skuMemberPays(p, null)).toBe(11900);
  });

  it('works out the prices a goods shows from its fields', () => {
    expect(goodsPrices({ ...p, salePrice: 12000 })).toEqual({ price: 12900, marketPrice: 19900, salePrice: 12000, memberPays: 11900, guestPays: 12000 });
  });
});

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

  it('keeps the member, sale and market prices of a SKU with its own price, in the goods proportions', () => {
    // 12900 / 10900 of every goods price: 14900 → 17634, 9900 → 11717, 9790 → 11586.
    expect(priceView(goods, 12900)).toEqual({
      memberPays: 11586,
      guestPays: 11717,
      marketPrice: 17634,
      savings: 6048,
      memberDiscount: true,
      onSale: true,
    });
    const plain = { price: 5900, marketPrice: 5900, salePrice: null, memberPays: 5900, guestPays: 5900 };
    expect(priceView(plain, 7900)).toMatchObject({ memberPays: 7900, guestPays: 7900, marketPrice: 7900, savings: 0, memberDiscount: false });
  });

  it('agrees with the server rules for a goods without a SKU price', () => {
    const fields = { price: 10900, marketPrice: 14900, salePrice: 9900, memberPrice: 9790 };
    const view = priceView(goodsPrices(fields), null);
    expect(view.memberPays).toBe(memberPays(fields));
    expect(view.guestPays).toBe(guestPays(fields));
    expect(view.savings).toBe(savings(fields));
  });
});

describe('priceLabels', () => {
  it('calls the price a member price only when members pay less, with the guests’ sale price beside it', () => {
    expect(priceLabels(priceView(goods, null))).toEqual({ main: 'member', guest: 'sale', market: true });
    expect(priceLabels(priceView({ ...goods, salePrice: null, guestPays: 10900 }, null))).toEqual({ main: 'member', guest: 'price', market: true });
  });

  it('has one plain price when everyone pays the same, and strikes the market price only while it is higher', () => {
    const plain = { price: 5900, marketPrice: 7900, salePrice: null, memberPays: 5900, guestPays: 5900 };
    expect(priceLabels(priceView(plain, null))).toEqual({ main: 'price', guest: null, market: true });
    expect(priceLabels(priceView({ ...plain, marketPrice: 5900 }, null))).toEqual({ main: 'price', guest: null, market: false });
  });

  it('labels a chosen SKU with its own price like the goods: member price, sale price, market price', () => {
    expect(priceLabels(priceView(goods, 12900))).toEqual({ main: 'member', guest: 'sale', market: true });
    expect(priceLabels(priceView(goods, 7900))).toEqual({ main: 'member', guest: 'sale', market: true });
  });
});

describe('storedPriceLabel', () => {
  it('reads back the labels an order line keeps, and anything else as the plain price', () => {
    expect(storedPriceLabel('member')).toBe('member');
    expect(storedPriceLabel('price')).toBe('price');
    expect(storedPriceLabel('sale')).toBe('sale');
    for (const odd of ['', 'vip', 'Member', 'toString', '__proto__', 'constructor']) expect(storedPriceLabel(odd)).toBe('price');
  });
});

describe('skuPrices with a SKU’s own prices', () => {
  const goods = goodsPrices({ price: 15900, marketPrice: 25900, salePrice: 14900, memberPrice: 13900 });
  it('takes the market, sale and member prices the SKU sets, and scales the ones it leaves empty', () => {
    expect(skuPrices(goods, { price: 19900, marketPrice: 29900, salePrice: null, memberPrice: 17900 })).toEqual({
      price: 19900, marketPrice: 29900, salePrice: Math.round((14900 * 19900) / 15900), memberPays: 17900, guestPays: Math.round((14900 * 19900) / 15900),
    });
  });
  it('applies own prices to a SKU priced like the goods, and never lets a member pay more than a guest', () => {
    expect(skuPrices(goods, { price: null, salePrice: 12900 })).toMatchObject({ price: 15900, salePrice: 12900, guestPays: 12900, memberPays: 12900, marketPrice: 25900 });
    expect(skuPrices(goods, { price: null, memberPrice: 9900 })).toMatchObject({ memberPays: 9900, guestPays: 14900 });
  });
  it('is the goods’ rule as before when the SKU sets nothing of its own', () => {
    expect(skuPrices(goods, { price: null, marketPrice: null, salePrice: null, memberPrice: null })).toBe(goods);
    expect(skuPrices(goods, { price: 19900 })).toEqual(skuPrices(goods, 19900));
    expect(priceView(goods, { price: 19900 })).toEqual(priceView(goods, 19900));
  });
});

describe('roundSuggested and suggestSkuPrices', () => {
  it('rounds to the nearer whole yuan or ¥x.90', () => {
    expect(roundSuggested(11073)).toBe(11090);
    expect(roundSuggested(11097)).toBe(11100);
    expect(roundSuggested(11020)).toBe(11000);
    expect(roundSuggested(11045)).toBe(11090);
    expect(roundSuggested(11090)).toBe(11090);
    expect(roundSuggested(11000)).toBe(11000);
    expect(roundSuggested(5)).toBe(0);
  });
  it('fills only the empty prices, from the goods’ proportions, in order member <= sale <= price <= market', () => {
    const goods = { price: 15900, marketPrice: 25900, salePrice: 14900, memberPrice: 13900 };
    // 19900 × 25900 / 15900 = 32415.7 -> ¥324.00; × 14900 -> 18648.4 -> ¥186.90; × 13900 -> 17396.9 -> ¥174
    expect(suggestSkuPrices(goods, { price: 19900 })).toEqual({ price: 19900, marketPrice: 32400, salePrice: 18690, memberPrice: 17400 });
    expect(suggestSkuPrices(goods, { price: 19900, salePrice: 17000 })).toMatchObject({ salePrice: 17000, memberPrice: 17000 });
    expect(suggestSkuPrices({ ...goods, salePrice: null, memberPrice: null }, { price: null })).toEqual({ price: null, marketPrice: 25900, salePrice: null, memberPrice: null });
  });
});

describe('memberPaysFrom', () => {
  const goods = { price: 5990, marketPrice: 6900, salePrice: null, memberPrice: 5290 };
  it('is the lowest a member pays for any SKU when SKUs differ, by the order pricing rule', () => {
    // The 50 ml SKU at ¥39.90 scales the member price: round(3990 × 5290 / 5990) = ¥35.24.
    expect(memberPaysFrom(goods, [{ price: null }, { price: 3990 }])).toBe(3524);
    // A member price the SKU sets itself is the one paid.
    expect(memberPaysFrom(goods, [{ price: null }, { price: 3990, memberPrice: 3490 }])).toBe(3490);
  });

  it('is null when every SKU costs members the same, or there is one SKU', () => {
    expect(memberPaysFrom(goods, [{ price: null }, { price: null }])).toBeNull();
    expect(memberPaysFrom(goods, [{ price: 5990 }, { price: null }])).toBeNull();
    expect(memberPaysFrom(goods, [{ price: 3990 }])).toBeNull();
  });
});
