/** How the page follows a top-up after the provider sends the shopper back. */

export const POLL_EVERY_MS = 1500;
/** After this the page stops asking and says the confirmation is slow; the server still settles it. */
export const POLL_FOR_MS = 90_000;

const CASHIER_KEY = 'balance.topUpForOrder';

/** The top-up the provider sent the shopper back with (`?rechargeNo=`), if any. */
export function returnedRechargeNo(search: string): string | null {
  const value = new URLSearchParams(search).get('rechargeNo');
  return value && /^R\d{10,32}$/.test(value) ? value : null;
}

/** The order the shopper came from the cashier to top up for (`?orderNo=`), if any. */
export function cashierOrderNo(search: string): string | null {
  const value = new URLSearchParams(search).get('orderNo');
  return value && /^\d{10,32}$/.test(value) ? value : null;
}

/** Kept across the trip to the provider, so the way back to the cashier survives it. */
export function rememberCashierOrder(orderNo: string | null): void {
  try {
    if (orderNo) sessionStorage.setItem(CASHIER_KEY, orderNo);
    else sessionStorage.removeItem(CASHIER_KEY);
  } catch {
    // Without sessionStorage the shopper finds the order in their order list.
  }
}

export function rememberedCashierOrder(): string | null {
  try {
    return sessionStorage.getItem(CASHIER_KEY);
  } catch {
    return null;
  }
}
