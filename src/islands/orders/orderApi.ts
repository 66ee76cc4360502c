import { http } from '../../lib/api/index.ts';
import type { Page } from '../../lib/schemas/goods.ts';
import type { OrderListQuery } from '../../lib/schemas/order.ts';
import { setCarNum } from '../../stores/user.ts';
import type { OrderDetailView, OrderTab, OrderView } from './orderState.ts';

/** The order requests of the order screens and the cashier. Writes toast the server's confirmation. */

export type OrderCounts = Record<OrderTab, number>;

export interface LogisticsView {
  logistics: { carrier: string; trackingNo: string } | null;
  events: OrderDetailView['timeline'];
}

export const fetchOrders = (query: OrderListQuery, signal?: AbortSignal) => http.get<Page<OrderView>>('my/shopping/getOrdersList', { ...query }, { signal });

export const fetchOrderCounts = () => http.get<OrderCounts>('my/shopping/getOrderCounts');

/** Silent: the screen tells an unknown order apart from a failed request itself. */
export const fetchOrder = (orderNo: string) => http.get<OrderDetailView>('order/detail', { orderNo }, { silentError: true });

export const fetchCancelReasons = () => http.get<{ key: string; label: string }[]>('order/cancelReasons');

export const fetchLogistics = (orderNo: string) => http.get<LogisticsView>('order/logistics', { orderNo });

/** The cancel screen leaves for the order right after, so the confirmation is shown there. */
export const cancelOrder = (orderNo: string, reason: string) => http.post('order/cancel', { orderNo, reason }, { showSuccess: 'nextPage' });

export const confirmReceipt = (orderNo: string) => http.post('order/confirmReceipt', { orderNo }, { showSuccess: true });

/** `leaving`: the screen goes elsewhere once the order is gone, so the confirmation waits for the next page. */
export const deleteOrder = (orderNo: string, leaving = false) => http.post('order/delete', { orderNo }, { showSuccess: leaving ? 'nextPage' : true });

export const refundOrder = (orderNo: string, reason: string) => http.post<{ status: string }>('order/refund', { orderNo, reason }, { showSuccess: true });

/** Puts the order's goods back into the cart and moves the header's cart count along. */
export async function buyAgain(orderNo: string): Promise<{ added: number; skipped: number; count: number }> {
  const result = await http.post<{ added: number; skipped: number; count: number }>('order/buyAgain', { orderNo });
  setCarNum(result.count);
  return result;
}

/** Silent: the cashier shows why a payment was refused next to the password. */
export const payOrder = (orderNo: string, payPwd: string) =>
  http.post<{ orderNo: string; alreadyPaid: boolean }>('order/pay', { orderNo, payPwd }, { silentError: true });
