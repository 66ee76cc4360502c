import { useState } from 'react';
import { boundQuantity, chooseValue, initialChoice, purchaseError, selectedSku, stockLimit, type PurchaseError, type Sku, type SpecDimension } from './purchase.ts';

/**
 * The specification and quantity a shopper is choosing, with the rules of purchase.ts: the goods page's
 * panel and the favourites' add-to-cart dialog both choose through it.
 */
export function usePurchaseChoice(specs: SpecDimension[], skus: Sku[]) {
  const [choice, setChoice] = useState(() => initialChoice(specs, skus));
  const [quantity, setQuantity] = useState(1);
  const [error, setError] = useState<PurchaseError | null>(null);
  const sku = selectedSku(skus, choice);
  const stock = stockLimit(skus, choice);

  /** Takes what the shopper asked for within 1…stock, and says so when they asked for more. */
  function requestQuantity(requested: number, limit = stock) {
    const bounded = boundQuantity(requested, limit);
    setQuantity(bounded.quantity);
    setError(bounded.exceeded ? 'insufficientStock' : null);
  }

  function choose(dim: number, value: number) {
    const next = chooseValue(skus, choice, dim, value);
    setChoice(next);
    requestQuantity(quantity, stockLimit(skus, next));
  }

  /** The SKU to buy, or null after showing why not (no specification chosen, not enough stock). */
  function confirm(): Sku | null {
    const problem = purchaseError(sku, quantity);
    setError(problem);
    return problem ? null : sku;
  }

  const soldOut = stockLimit(skus, specs.map(() => null)) === 0;
  return { choice, quantity, error, sku, stock, soldOut, choose, requestQuantity, confirm };
}
