import { localizePath, type Locale } from './i18n/locales.ts';
import type { CartLine, CartTotals, CartView } from './schemas/cart.ts';

/**
 * What the selection adds up to; invalid lines never count, whatever their stored flag. The server
 * answers with these totals; the cart screen uses the same rule to show a change before the answer.
 */
export function cartTotals(lines: CartLine[]): CartTotals {
  const chosen = lines.filter((l) => l.selected && l.state === 'ok');
  return {
    selectedLines: chosen.length,
    selectedQuantity: chosen.reduce((n, l) => n + l.quantity, 0),
    totalAmount: chosen.reduce((n, l) => n + l.amount, 0),
  };
}

/** The view with some lines changed and the totals worked out again. */
export function withLines(view: CartView, change: (line: CartLine) => CartLine): CartView {
  const list = view.list.map(change);
  return { ...view, list, totals: cartTotals(list) };
}

/** The order confirmation for the chosen lines: `/goods/confirmOrder?cartIds=1,2` in the page's language. */
export function checkoutHref(locale: Locale, ids: number[]): string {
  return localizePath(`/goods/confirmOrder?cartIds=${ids.join(',')}`, locale);
}
