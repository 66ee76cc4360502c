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

/** A SKU's own prices in fen; null (or left out) follows the goods' rule. */
export interface SkuOwnPrices {
  price: number | null;
  marketPrice?: number | null;
  salePrice?: number | null;
  memberPrice?: number | null;
}

const ownPrices = (sku: number | null | SkuOwnPrices): SkuOwnPrices => (typeof sku === 'object' && sku !== null ? sku : { price: sku });

/**
 * The goods' prices for one SKU. A SKU with its own price is priced like the goods, scaled: its market,
 * sale and member prices keep the goods' proportions to the goods price (a larger pack at ¥199 beside a
 * goods price of ¥159 with a member price of ¥149 costs members round(199 × 149 / 159) = ¥186.48), so the
 * member discount and the struck market price stay when a specification is chosen. A market, sale or member
 * price the SKU sets itself replaces the scaled one; what a guest and a member pay are then the lowest that apply.
 */
export function skuPrices(goods: GoodsPrices, sku: number | null | SkuOwnPrices): GoodsPrices {
  const own = ownPrices(sku);
  const price = own.price ?? goods.price;
  const scaling = price !== goods.price && goods.price > 0;
  const scale = (fen: number) => (scaling ? Math.round((fen * price) / goods.price) : fen);
  const explicit = own.marketPrice != null || own.salePrice != null || own.memberPrice != null;
  if (!scaling && !explicit) return goods;
  const salePrice = own.salePrice ?? (goods.salePrice === null ? null : scale(goods.salePrice));
  const guestPays = Math.min(price, salePrice ?? Infinity);
  return {
    price,
    marketPrice: own.marketPrice ?? scale(goods.marketPrice),
    salePrice,
    memberPays: Math.min(guestPays, own.memberPrice ?? scale(goods.memberPays)),
    guestPays,
  };
}

/**
 * What a goods card shows when its SKUs cost members different amounts: the lowest of them, read "from ¥34.90"
 * («¥34.90起»), by the rule orders are priced with; null when every SKU costs members the same (the card shows
 * what a member pays for the goods). Kept on the goods row as `member_pays_from` whenever its SKUs are written.
 */
export function memberPaysFrom(goods: PriceFields, skus: readonly SkuOwnPrices[]): number | null {
  if (skus.length < 2) return null;
  const base = goodsPrices(goods);
  const pays = skus.map((sku) => skuPrices(base, sku).memberPays);
  const lowest = Math.min(...pays);
  return lowest === Math.max(...pays) ? null : lowest;
}

/**
 * A suggested price, for the console's "suggest prices": the nearer of the whole yuan and the ¥x.90 around it
 * (¥110.73 -> ¥110.90, ¥110.97 -> ¥111, ¥110.20 -> ¥110); a tie goes up. Amounts already on one stay.
 */
export function roundSuggested(fen: number): number {
  const yuan = Math.floor(fen / 100) * 100;
  const candidates = [yuan - 10, yuan, yuan + 90, yuan + 100].filter((c) => c >= 0);
  return candidates.reduce((best, c) => (Math.abs(c - fen) < Math.abs(best - fen) || (Math.abs(c - fen) === Math.abs(best - fen) && c > best) ? c : best));
}

/**
 * The prices "suggest prices" offers a SKU for what it leaves empty: the goods' proportions to the SKU price,
 * rounded by roundSuggested, and kept in order (member <= sale <= price <= market). Prices the SKU sets stay.
 */
export function suggestSkuPrices(goods: PriceFields, sku: SkuOwnPrices): Required<SkuOwnPrices> {
  const price = sku.price ?? goods.price;
  const scaled = skuPrices(goodsPrices(goods), { price });
  const marketPrice = sku.marketPrice ?? Math.max(price, roundSuggested(scaled.marketPrice));
  const salePrice = sku.salePrice ?? (goods.salePrice === null ? null : Math.min(price, roundSuggested(scaled.salePrice ?? price)));
  const memberPrice = sku.memberPrice ?? (goods.memberPrice === null ? null : Math.min(salePrice ?? price, price, roundSuggested(scaled.memberPays)));
  return { price: sku.price, marketPrice, salePrice, memberPrice };
}

/** The prices shown for the goods or for a chosen SKU, by the rule the server prices orders with. */
export function priceView(goods: GoodsPrices, sku: number | null | SkuOwnPrices): PriceView {
  const p = skuPrices(goods, sku);
  return {
    memberPays: p.memberPays,
    guestPays: p.guestPays,
    marketPrice: p.marketPrice,
    savings: saved(p.marketPrice, p.memberPays),
    memberDiscount: p.memberPays < p.guestPays,
    onSale: p.salePrice !== null && p.salePrice < p.price,
  };
}

/** What a shown price is called. */
export type PriceLabel = 'member' | 'sale' | 'price';

export const PRICE_LABEL_KEYS: Record<PriceLabel, MessageKey> = {
  member: 'goods.price.member',
  sale: 'goodsDetail.price.sale',
  price: 'goodsDetail.price.price',
};

/** A label read back from storage (an order line); anything unknown is the plain "price", true of any amount. */
export function storedPriceLabel(value: string): PriceLabel {
  return Object.hasOwn(PRICE_LABEL_KEYS, value) ? (value as PriceLabel) : 'price';
}

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
