import type { MessageKey } from './i18n/messages.ts';

/**
 * The shop's money rules for goods, in one place: what a member and a guest pay, the savings shown, how a
 * SKU's own price applies and which label each price carries. Pure, so the server (goods, cart, order
 * lines) and the islands price the same way. All amounts are fen.
 */

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

/** Market price minus what is paid, never negative. */
const saved = (marketPrice: number, pays: number) => Math.max(0, marketPrice - pays);

/** Savings shown beside the price: market price minus what a member pays, never negative. */
export function savings(p: PriceFields): number {
  return saved(p.marketPrice, memberPays(p));
}

/** A SKU with its own price replaces the goods price; sale and member prices apply only to the goods price. */
export function skuMemberPays(p: PriceFields, skuPrice: number | null): number {
  return skuPrice ?? memberPays(p);
}

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

/** The prices a goods card or page shows, worked out from the goods' price fields. */
export function goodsPrices(p: PriceFields): GoodsPrices {
  return { price: p.price, marketPrice: p.marketPrice, salePrice: p.salePrice, memberPays: memberPays(p), guestPays: guestPays(p) };
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
 * The prices shown for the goods or for a chosen SKU. A SKU with its own price replaces the goods price
 * for everyone (sale and member prices belong to the goods price), as the server prices orders.
 */
export function priceView(goods: GoodsPrices, skuPrice: number | null): PriceView {
  if (skuPrice !== null) {
    return {
      memberPays: skuPrice,
      guestPays: skuPrice,
      marketPrice: goods.marketPrice,
      savings: saved(goods.marketPrice, skuPrice),
      memberDiscount: false,
      onSale: false,
    };
  }
  return {
    memberPays: goods.memberPays,
    guestPays: goods.guestPays,
    marketPrice: goods.marketPrice,
    savings: saved(goods.marketPrice, goods.memberPays),
    memberDiscount: goods.memberPays < goods.guestPays,
    onSale: goods.salePrice !== null && goods.salePrice < goods.price,
  };
}

/** What a shown price is called. */
export type PriceLabel = 'member' | 'sale' | 'price';

export const PRICE_LABEL_KEYS: Record<PriceLabel, MessageKey> = {
  member: 'goods.price.member',
  sale: 'goodsDetail.price.sale',
  price: 'goodsDetail.price.price',
};

export interface PriceLabels {
  /** The price a member pays: "member price" only when it beats what guests pay, else simply "price". */
  main: PriceLabel;
  /** The guests' price beside it while members pay less ("sale price" when reduced); null when everyone pays one price. */
  guest: PriceLabel | null;
  /** The market price is shown, struck through, only while it is above what a member pays. */
  market: boolean;
}

/** Which label each price gets, wherever prices are shown (goods cards, the detail page). */
export function priceLabels(view: Pick<PriceView, 'memberPays' | 'marketPrice' | 'memberDiscount' | 'onSale'>): PriceLabels {
  return {
    main: view.memberDiscount ? 'member' : 'price',
    guest: view.memberDiscount ? (view.onSale ? 'sale' : 'price') : null,
    market: view.marketPrice > view.memberPays,
  };
}
