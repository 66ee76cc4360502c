import { MAX_LINE_QUANTITY, cartAddInput, type CartAddInput, type CartLine, type CartView } from '../../lib/schemas/cart.ts';

/** Lines that can be checked out right now. */
export const selectable = (view: CartView): CartLine[] => view.list.filter((l) => l.state === 'ok');

export const selectedIds = (view: CartView): number[] => view.list.filter((l) => l.selected).map((l) => l.id);

/** "Select all" is ticked when every line that can be selected is. */
export function allSelected(view: CartView): boolean {
  const lines = selectable(view);
  return lines.length > 0 && lines.every((l) => l.selected);
}

/** Keeps a typed or stepped quantity within 1…stock and says when the shopper asked for more than there is. */
export function boundQuantity(requested: number, stock: number): { quantity: number; exceeded: boolean } {
  const limit = Math.min(stock, MAX_LINE_QUANTITY);
  const wanted = Number.isFinite(requested) ? Math.floor(requested) : 1;
  if (wanted > limit) return { quantity: Math.max(1, limit), exceeded: true };
  return { quantity: Math.max(1, wanted), exceeded: false };
}

/** A goods page may hand a selection over in the query (`?goodsId=&skuId=&quantity=`) for the cart to add. */
export function handoffSelection(search: string): CartAddInput | null {
  const params = new URLSearchParams(search);
  if (!params.has('goodsId')) return null;
  const parsed = cartAddInput.safeParse(Object.fromEntries(params));
  return parsed.success ? parsed.data : null;
}
