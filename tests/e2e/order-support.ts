import type { APIRequestContext } from '@playwright/test';
import { apiCall, apiGet, mailedCode, ops, registerMember, unique, type Member } from './support.ts';

/** Members ready to buy, and orders made through the API, for the order and cashier suites. */

export const PAY_PWD = '135790';

export interface Buyer extends Member {
  addressId: number;
}

export interface Sku {
  goodsId: number;
  skuId: number;
  /** Units in stock when it was picked. */
  stock: number;
}

/**
 * A member with a security email, `balanceYuan` on the balance (credited by the operator command, as
 * top-up is not part of these screens) and, unless told otherwise, the payment password PAY_PWD. No
 * address yet.
 */
export async function payingMember(request: APIRequestContext, { balanceYuan = 500, payPwd = true } = {}): Promise<Member> {
  const member = await registerMember(request, 'od');
  const email = `${member.account}@orchid.example`;
  await apiCall(request, member.token, 'member/sendEmailCode', { email });
  await apiCall(request, member.token, 'member/setSecureMailBox', { email, newCode: await mailedCode(request, email, 0) });
  member.email = email;
  if (payPwd) {
    await apiCall(request, member.token, 'member/sendEmailCode', {});
    await apiCall(request, member.token, 'member/setPayPwd', { payPwd: PAY_PWD, code: await mailedCode(request, email, 1) });
  }
  if (balanceYuan > 0) ops('balance:adjust', member.account, `+${balanceYuan}`, 'e2e');
  return member;
}

/** A paying member (see payingMember) with a default Beijing address. */
export async function buyer(request: APIRequestContext, options: { balanceYuan?: number; payPwd?: boolean } = {}): Promise<Buyer> {
  const member = await payingMember(request, options);
  const address = await apiCall<{ id: number }>(request, member.token, 'memberAddress/add', {
    name: '张三',
    mobile: '13800138000',
    provinceId: 110000,
    cityId: 110100,
    districtId: 110101,
    detail: '幸福路 1 号楼 101',
    isDefault: true,
  });
  return { ...member, addressId: address.id };
}

/** On-shelf goods with a SKU holding at least `minStock` units, from the demo catalogue; `skip` spreads suites apart. */
export async function skusInStock(request: APIRequestContext, count: number, skip = 0, minStock = 5): Promise<Sku[]> {
  const cards: { id: number }[] = [];
  for (let page = 1; ; page += 1) {
    const batch = await apiGet<{ list: { id: number }[]; total: number }>(request, '', 'goods/list', { pageSize: 60, sort: 'latest', page });
    cards.push(...batch.list);
    if (batch.list.length === 0 || cards.length >= batch.total) break;
  }
  const picks: Sku[] = [];
  for (const card of cards.slice(skip)) {
    const detail = await apiGet<{ skus: { id: number; stock: number }[] }>(request, '', 'goods/details', { id: card.id });
    const sku = detail.skus.find((s) => s.stock >= minStock);
    if (sku) picks.push({ goodsId: card.id, skuId: sku.id, stock: sku.stock });
    if (picks.length === count) break;
  }
  if (picks.length < count) throw new Error(`only ${picks.length} goods in stock`);
  return picks;
}

export async function stockOf(request: APIRequestContext, sku: Sku): Promise<number> {
  const detail = await apiGet<{ skus: { id: number; stock: number }[] }>(request, '', 'goods/details', { id: sku.goodsId });
  return detail.skus.find((s) => s.id === sku.skuId)!.stock;
}

/** Places an order for `quantity` of the SKU to the buyer's address; returns its number. */
export async function placeOrder(request: APIRequestContext, member: Buyer, sku: Sku, quantity = 1): Promise<string> {
  const { orderNo } = await apiCall<{ orderNo: string }>(request, member.token, 'order/submit', {
    items: [{ skuId: sku.skuId, quantity }],
    addressId: member.addressId,
    requestId: `e2e-${unique()}`,
  });
  return orderNo;
}
