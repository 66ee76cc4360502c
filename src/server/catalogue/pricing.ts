/** Price fields of a goods, all in fen. */
export interface PriceFields {
  price: number;
  marketPrice: number;
  salePrice: number | null;
  memberPrice: number | null;
}

/** A logged-in member pays the lowest price that applies; "sort by price" orders by it. */
export function memberPays(p: Pick<PriceFields, 'price' | 'salePrice' | 'memberPrice'>): number {
  return Math.min(p.price, p.salePrice ?? Infinity, p.memberPrice ?? Infinity);
}

/** What a guest pays: the lowest of price and sale price (the member price needs an account). */
export function guestPays(p: Pick<PriceFields, 'price' | 'salePrice'>): number {
  return Math.min(p.price, p.salePrice ?? Infinity);
}

/** Savings shown beside the price: market price minus what a member pays, never negative. */
export function savings(p: PriceFields): number {
  return Math.max(0, p.marketPrice - memberPays(p));
}

/** A SKU with its own price replaces the goods price; sale and member prices apply only to the goods price. */
export function skuMemberPays(p: PriceFields, skuPrice: number | null): number {
  return skuPrice ?? memberPays(p);
}
