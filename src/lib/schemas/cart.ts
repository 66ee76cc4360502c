import { z } from './zod.ts';
import { flagField, idField, idList, wholeNumber } from './common.ts';
import type { PriceLabel } from '../pricing.ts';

/** Lines one member's cart may hold; adding another kind of goods beyond it is refused. */
export const MAX_CART_LINES = 100;
/** Pieces of one line, whatever the stock: keeps a typo from ordering a warehouse. */
export const MAX_LINE_QUANTITY = 999;

const id = (message: 'error.notFound' | 'cart.lineNotFound') => idField(message);

const quantity = wholeNumber('cart.quantity.invalid', 1, MAX_LINE_QUANTITY);

const flag = flagField();


export const cartAddInput = z.object({ goodsId: id('error.notFound'), skuId: id('error.notFound'), quantity });
export type CartAddInput = z.infer<typeof cartAddInput>;

export const cartUpdateInput = z
  .object({ id: id('cart.lineNotFound'), quantity: quantity.optional(), selected: flag.optional() })
  .refine((v) => v.quantity !== undefined || v.selected !== undefined, 'error.invalidParam');
export type CartUpdateInput = z.infer<typeof cartUpdateInput>;

export const cartSelectAllInput = z.object({ selected: flag });
export const cartIdsInput = z.object({ ids: idList({ max: MAX_CART_LINES, invalid: 'cart.lineNotFound', empty: 'cart.ids.required' }) });

/** Why a line cannot be checked out, or 'ok'. */
export type CartLineState = 'ok' | 'offShelf' | 'outOfStock' | 'insufficient';

/** One cart line as the cart screen shows it. Money in fen, priced by the server for the member. */
export interface CartLine {
  id: number;
  goodsId: number;
  skuId: number;
  name: string;
  image: string;
  /** The chosen specification in the asked language, e.g. "Capacity: 100 ml"; '' when the goods has none. */
  spec: string;
  unitPrice: number;
  /** What the unit price is called on the goods page: 'member' while members pay less than guests. */
  priceLabel: PriceLabel;
  /** The market price of one unit, shown struck through; null when it is not above the unit price. */
  marketPrice: number | null;
  quantity: number;
  amount: number;
  stock: number;
  /** Only lines in state 'ok' can be selected. */
  selected: boolean;
  state: CartLineState;
}

export interface CartTotals {
  /** Selected lines, and the pieces and money they add up to. */
  selectedLines: number;
  selectedQuantity: number;
  totalAmount: number;
}

export interface CartView {
  list: CartLine[];
  totals: CartTotals;
  /** Lines in the cart: the header's carNum. */
  count: number;
}

export interface CartAddResult {
  id: number;
  quantity: number;
  count: number;
}
