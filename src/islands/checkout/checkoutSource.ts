import { localizePath, type Locale } from '../../lib/i18n/locales.ts';
import type { MessageKey } from '../../lib/i18n/messages.ts';
import { orderPreviewInput, orderSubmitInput } from '../../lib/schemas/order.ts';

/** What is being checked out: chosen cart lines, or one SKU bought at once from its goods page. */
export type CheckoutSource = { cartIds: number[] } | { items: { skuId: number; quantity: number }[] };

/**
 * Reads the confirm page's query: `?cartIds=1,2` from the cart, or `?goodsId=&skuId=&quantity=` from
 * a buy-now button (the goods id only names the page it came from; the SKU says what is bought).
 * Anything else, or both at once, is no checkout at all and gives null.
 */
export function readCheckoutSource(search: string): CheckoutSource | null {
  const params = new URLSearchParams(search);
  const cartIds = params.get('cartIds');
  const skuId = params.get('skuId');
  if ((cartIds === null) === (skuId === null)) return null;
  const candidate = cartIds !== null ? { cartIds } : { items: [{ skuId, quantity: params.get('quantity') ?? '1' }] };
  const parsed = orderPreviewInput.safeParse(candidate);
  if (!parsed.success) return null;
  const { cartIds: ids, items } = parsed.data;
  if (ids) return { cartIds: [...new Set(ids)] };
  return items ? { items } : null;
}

export const fromCart = (source: CheckoutSource): source is { cartIds: number[] } => 'cartIds' in source;

/** The cashier of a submitted order, in the page's language. */
export const cashierHref = (locale: Locale, orderNo: string) => localizePath(`/pay?orderNo=${encodeURIComponent(orderNo)}`, locale);

export const cartHref = (locale: Locale) => localizePath('/goods/shoppingCar', locale);

/**
 * The order/submit body, checked with the same schema as the server: either the payload or the
 * message key of what is missing (no address chosen, message too long).
 */
export function submitPayload(source: CheckoutSource, addressId: number | null, buyerMessage: string, requestId: string) {
  const parsed = orderSubmitInput.safeParse({ ...source, addressId: addressId ?? undefined, buyerMessage, requestId });
  if (parsed.success) return { ok: true as const, payload: parsed.data };
  return { ok: false as const, message: (parsed.error.issues[0]?.message ?? 'error.invalidParam') as MessageKey };
}
