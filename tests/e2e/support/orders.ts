import type { APIRequestContext } from '@playwright/test';
import { apiCall, unique } from './api.ts';
import type { Sku } from './goods.ts';
import type { Buyer } from './members.ts';

/** Places an order for `quantity` of the SKU to the buyer's address; returns its number. */
export async function placeOrder(request: APIRequestContext, member: Buyer, sku: Sku, quantity = 1): Promise<string> {
  const { orderNo } = await apiCall<{ orderNo: string }>(request, member.token, 'order/submit', {
    items: [{ skuId: sku.skuId, quantity }],
    addressId: member.addressId,
    requestId: `e2e-${unique()}`,
  });
  return orderNo;
}
