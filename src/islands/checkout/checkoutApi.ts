import { http } from '../../lib/api/index.ts';
import type { OrderSubmitInput } from '../../lib/schemas/order.ts';
import type { CheckoutSource } from './checkoutSource.ts';
import type { OrderPreview } from './summary.ts';

/**
 * Prices the selection for the chosen address (the default one when none is named). The first load
 * is silent because the page itself explains a failure; later re-pricing toasts it.
 */
export function fetchPreview(source: CheckoutSource, addressId: number | null, silent = false): Promise<OrderPreview> {
  const body = addressId === null ? source : { ...source, addressId };
  return http.post<OrderPreview>('order/preview', body, { silentError: silent });
}

/**
 * Creates the order and reserves its stock. The server's confirmation is toasted on the cashier, where
 * the shopper goes next; a refusal is left to the page, which shows it next to the submit button.
 */
export function submitOrder(payload: OrderSubmitInput): Promise<{ orderNo: string }> {
  return http.post<{ orderNo: string }>('order/submit', payload, { showSuccess: 'nextPage', silentError: true });
}
