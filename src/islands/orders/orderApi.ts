import { http } from '../../lib/api/index.ts';
import type { OrderDetailView, OrderTab, OrderView } from '../../lib/order-state.ts';
import type { Page } from '../../lib/schemas/goods.ts';
import type { OrderListQuery } from '../../lib/schemas/order.ts';
import { setCarNum } from '../../stores/user.ts';

/** The order requests of the order screens. Writes toast the server's confirmation. */

export type OrderCounts = Record<OrderTab, number>;

export interface LogisticsView {
  logistics: OrderDetailView['logistics'];
  events: OrderDetailView['timeline'];
}

export const fetchOrders = (query: OrderListQuery, signal?: AbortSignal) => http.get<Page<OrderView>>('my/shopping/getOrdersList', { ...query }, { signal });

export const fetchOrderCounts = () => http.get<OrderCounts>('my/shopping/getOrderCounts');

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
