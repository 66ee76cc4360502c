import { localizePath, type Locale } from '../../lib/i18n/locales.ts';

export interface Selection {
  goodsId: number;
  skuId: number;
  quantity: number;
}

const TARGET = { cart: '/goods/shoppingCar', buy: '/goods/confirmOrder' } as const;

/**
 * Where a member's add-to-cart or buy-now leads: the cart or the order confirmation, carrying the
 * selection in the query so that page adds or previews it (prices are the server's, never ours).
 */
export function purchaseUrl(kind: keyof typeof TARGET, locale: Locale, selection: Selection): string {
  const query = new URLSearchParams({
    goodsId: String(selection.goodsId),
    skuId: String(selection.skuId),
    quantity: String(selection.quantity),
  });
  return localizePath(`${TARGET[kind]}?${query}`, locale);
}
