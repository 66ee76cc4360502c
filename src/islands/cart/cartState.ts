import { atom } from 'nanostores';
import { http, type RequestOptions } from '../../lib/api/index.ts';
import { withLines } from '../../lib/cart.ts';
import type { CartLine, CartView } from '../../lib/schemas/cart.ts';
import { addToCart } from '../../stores/cart.ts';
import { setCarNum } from '../../stores/user.ts';
import { handoffSelection } from './cartLines.ts';

/** The cart screen: the last cart the server priced, and whether it could be loaded. */
export const $cart = atom<CartView | null>(null);
export const $cartStatus = atom<'loading' | 'ready' | 'failed'>('loading');
/** Lines moved to the favourites while this cart was open: the screen then shows the way to them. */
export const $movedToFavourites = atom(0);

// Quantity steps can overlap; only the answer to the newest change may replace the cart.
let latest = 0;

function apply(view: CartView): void {
  $cart.set(view);
  $cartStatus.set('ready');
  setCarNum(view.count);
}

export async function loadCart(): Promise<void> {
  const mine = ++latest;
  try {
    const view = await http.get<CartView>('cart/list', undefined, { silentError: $cart.get() === null });
    if (mine === latest) apply(view);
  } catch {
    if ($cart.get() === null) $cartStatus.set('failed');
  }
}

/** Opening the cart: first adds what a goods page handed over (once: the query is dropped), then loads. */
export async function openCart(): Promise<void> {
  const selection = handoffSelection(location.search);
  if (selection) {
    history.replaceState(history.state, '', location.pathname);
    await addToCart(selection).catch(() => {});
  }
  await loadCart();
}

async function change(path: string, body: object, opts: RequestOptions = {}): Promise<boolean> {
  const mine = ++latest;
  try {
    const view = await http.post<CartView>(`cart/${path}`, body, opts);
    if (mine === latest) apply(view);
    return true;
  } catch {
    // Refused (stock changed meanwhile) or lost: the request layer said why; show the cart as it is now.
    if (mine === latest) await loadCart();
    return false;
  }
}

/** Shows a change at once (a checkbox must follow the click); the server's answer then replaces it. */
function preview(change: (line: CartLine) => CartLine): void {
  const view = $cart.get();
  if (view) $cart.set(withLines(view, change));
}

export function changeQuantity(id: number, quantity: number): Promise<boolean> {
  preview((l) => (l.id === id ? { ...l, quantity, amount: l.unitPrice * quantity } : l));
  return change('update', { id, quantity });
}

export function setSelected(id: number, selected: boolean): Promise<boolean> {
  preview((l) => (l.id === id && l.state === 'ok' ? { ...l, selected } : l));
  return change('update', { id, selected });
}

export function selectAll(selected: boolean): Promise<boolean> {
  preview((l) => (l.state === 'ok' ? { ...l, selected } : l));
  return change('selectAll', { selected });
}

export const removeLines = (ids: number[]) => change('delete', { ids }, { showSuccess: true });
export async function moveToFavourites(ids: number[]): Promise<boolean> {
  const moved = await change('moveToCollect', { ids }, { showSuccess: true });
  if (moved) $movedToFavourites.set($movedToFavourites.get() + ids.length);
  return moved;
}
