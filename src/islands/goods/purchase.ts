/** Spec selection and quantity rules of the purchase panel; prices and stock are re-checked by the server. */

import type { SpecDimension } from '../../lib/schemas/goods.ts';

export type { SpecDimension };

export interface Sku {
  id: number;
  /** Index of the chosen value in each spec dimension, in dimension order. */
  values: number[];
  stock: number;
  /** Fen; null when the SKU sells at the goods price. */
  price: number | null;
  /** The SKU's own market, sale and member prices (fen); null or left out follows the goods' proportions. */
  marketPrice?: number | null;
  salePrice?: number | null;
  memberPrice?: number | null;
  /** The SKU's own picture, shown as the main picture while it is chosen. */
  picture?: string | null;
}

/** The chosen value index per spec dimension; null until the shopper picks one. */
export type Choice = (number | null)[];

export type PurchaseError = 'chooseSpec' | 'insufficientStock';

function matchesOthers(sku: Sku, choice: Choice, dim: number): boolean {
  return choice.every((value, d) => d === dim || value === null || sku.values[d] === value);
}

/** Can this value still lead to a SKU in stock, given what is chosen in the other dimensions? */
export function isValueAvailable(skus: Sku[], choice: Choice, dim: number, value: number): boolean {
  return skus.some((sku) => sku.stock > 0 && sku.values[dim] === value && matchesOthers(sku, choice, dim));
}

/** Dimensions offering a single value in stock start chosen, so a one-option goods needs no click. */
export function initialChoice(specs: SpecDimension[], skus: Sku[]): Choice {
  const empty: Choice = specs.map(() => null);
  return specs.map((spec, dim) => {
    const open = spec.values.map((_, v) => v).filter((v) => isValueAvailable(skus, empty, dim, v));
    return open.length === 1 && spec.values.length === 1 ? (open[0] ?? null) : null;
  });
}

/** Some SKU with this value is in stock, whatever the other dimensions; otherwise the value is sold out. */
export function valueInStock(skus: Sku[], dim: number, value: number): boolean {
  return skus.some((sku) => sku.stock > 0 && sku.values[dim] === value);
}

/**
 * Picks a value. When it cannot be combined with what the other dimensions hold, those are cleared
 * instead of refusing the click, so a shopper is never stuck between two blocked choices.
 */
export function chooseValue(skus: Sku[], choice: Choice, dim: number, value: number): Choice {
  const next = choice.map((current, d) => (d === dim ? value : current));
  if (isValueAvailable(skus, next, dim, value)) return next;
  return next.map((current, d) => (d === dim ? current : null));
}

/** The SKU of a complete choice; a goods without specifications sells its only SKU. */
export function selectedSku(skus: Sku[], choice: Choice): Sku | null {
  if (choice.some((v) => v === null)) return null;
  return skus.find((sku) => sku.values.length === choice.length && sku.values.every((v, d) => v === choice[d])) ?? null;
}

/** Stock of every SKU the choice so far can still become: the chosen SKU's own stock once complete. */
export function stockLimit(skus: Sku[], choice: Choice): number {
  const sku = selectedSku(skus, choice);
  if (sku) return sku.stock;
  return skus.filter((s) => choice.every((v, d) => v === null || s.values[d] === v)).reduce((n, s) => n + s.stock, 0);
}

/** Keeps a typed or stepped quantity within 1…stock and says whether the shopper asked for more. */
export function boundQuantity(requested: number, stock: number): { quantity: number; exceeded: boolean } {
  const wanted = Number.isFinite(requested) ? Math.floor(requested) : 1;
  if (wanted > stock) return { quantity: Math.max(1, stock), exceeded: true };
  return { quantity: Math.max(1, wanted), exceeded: false };
}

/** Why adding to the cart or buying cannot go ahead, or null when it can. */
export function purchaseError(sku: Sku | null, quantity: number): PurchaseError | null {
  if (!sku) return 'chooseSpec';
  if (sku.stock < 1 || quantity > sku.stock) return 'insufficientStock';
  return null;
}
