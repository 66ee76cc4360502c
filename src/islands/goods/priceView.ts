/** Prices of a goods as the detail page receives them, in fen. */
export interface GoodsPrices {
  price: number;
  marketPrice: number;
  salePrice: number | null;
  /** Lowest applicable price: what a logged-in member pays. */
  memberPays: number;
  /** Lowest of price and sale price: what a guest pays. */
  guestPays: number;
}

export interface PriceView {
  memberPays: number;
  guestPays: number;
  marketPrice: number;
  /** Market price minus what a member pays, never negative. */
  savings: number;
  /** Members pay less than guests: show the member price and invite guests to join. */
  memberDiscount: boolean;
  /** What guests pay is a sale price rather than the regular price. */
  onSale: boolean;
}

/**
 * The price block for the goods or for a chosen SKU. A SKU with its own price replaces the goods price
 * for everyone (sale and member prices belong to the goods price), as the server prices orders.
 */
export function priceView(goods: GoodsPrices, skuPrice: number | null): PriceView {
  if (skuPrice !== null) {
    return {
      memberPays: skuPrice,
      guestPays: skuPrice,
      marketPrice: goods.marketPrice,
      savings: Math.max(0, goods.marketPrice - skuPrice),
      memberDiscount: false,
      onSale: false,
    };
  }
  return {
    memberPays: goods.memberPays,
    guestPays: goods.guestPays,
    marketPrice: goods.marketPrice,
    savings: Math.max(0, goods.marketPrice - goods.memberPays),
    memberDiscount: goods.memberPays < goods.guestPays,
    onSale: goods.salePrice !== null && goods.salePrice < goods.price,
  };
}
