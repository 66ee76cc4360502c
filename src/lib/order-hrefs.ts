import { localizePath, type Locale } from './i18n/locales.ts';
import { orderListQuery, orderNoInput, type OrderListQuery } from './schemas/order.ts';

/** Where the order screens link to, in the page's language. */

export type OrderPage = 'details' | 'cancel' | 'evaluate';

export const orderHref = (locale: Locale, page: OrderPage, orderNo: string) =>
  localizePath(`/mine/myOrder/${page}?orderNo=${encodeURIComponent(orderNo)}`, locale);

/** The follow-up screen for one reviewed item of the order (the screen picks one when none is named). */
export const followUpHref = (locale: Locale, orderNo: string, itemId?: number) =>
  localizePath(`/mine/myOrder/followUp?orderNo=${encodeURIComponent(orderNo)}${itemId ? `&itemId=${itemId}` : ''}`, locale);

export const payHref = (locale: Locale, orderNo: string) => localizePath(`/pay?orderNo=${encodeURIComponent(orderNo)}`, locale);

export const goodsHref = (locale: Locale, goodsId: number) => localizePath(`/goods/details?id=${goodsId}`, locale);

export const listHref = (locale: Locale) => localizePath('/mine/myOrder/list', locale);
export const cartHref = (locale: Locale) => localizePath('/goods/shoppingCar', locale);
/** The balance page's top-up, ready for an order short of `shortBy` fen and with the way back to its cashier. */
export const topUpHref = (locale: Locale, orderNo: string, shortBy: number) =>
  localizePath(`/mine/myBalance?orderNo=${encodeURIComponent(orderNo)}&amount=${shortBy}`, locale);
export const settingHref = (locale: Locale) => localizePath('/mine/setting', locale);
export const homeHref = (locale: Locale) => localizePath('/', locale);

/** The order number a screen was opened for (`?orderNo=`), or null when it is missing or malformed. */
export function readOrderNo(search: string): string | null {
  const parsed = orderNoInput.safeParse({ orderNo: new URLSearchParams(search).get('orderNo') ?? undefined });
  return parsed.success ? parsed.data.orderNo : null;
}

/** The list's tab, search and page as the address bar holds them; anything unknown falls back. */
export function readListQuery(search: string): OrderListQuery {
  return orderListQuery.parse(Object.fromEntries(new URLSearchParams(search)));
}

/** The query string that reopens the list where it is: defaults are left out to keep the address short. */
export function listSearch(query: Pick<OrderListQuery, 'status' | 'keyword' | 'page'>): string {
  const params = new URLSearchParams();
  if (query.status !== 'all') params.set('status', query.status);
  if (query.keyword) params.set('keyword', query.keyword);
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** After-sales: asking about one order line, one request, and the member's requests. */
export const afterSalesApplyHref = (locale: Locale, orderNo: string, itemId: number) =>
  localizePath(`/mine/afterSales/apply?orderNo=${encodeURIComponent(orderNo)}&itemId=${itemId}`, locale);
export const afterSalesHref = (locale: Locale, id: number) => localizePath(`/mine/afterSales/detail?id=${id}`, locale);
export const afterSalesListHref = (locale: Locale) => localizePath('/mine/afterSales', locale);
