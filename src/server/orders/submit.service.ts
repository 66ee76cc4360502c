import { randomInt } from 'node:crypto';
import { isUniqueViolation } from '../db/errors.ts';
import type { Executor } from '../db/schema.ts';
import { DomainError, NotFoundError } from '../errors.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { MemberAddress } from '../../lib/schemas/address.ts';
import type { OrderPreviewInput, OrderSubmitInput } from '../../lib/schemas/order.ts';
import type { OrderPreview, PricedLine } from '../../lib/schemas/order-view.ts';
import { findAddress, listAddresses } from '../address/address.service.ts';
import { FREIGHT } from '../../config/freight.ts';
import { freightFree, orderFreight } from '../address/freight.ts';
import { deleteLines, memberLines } from '../cart/cart.repository.ts';
import { findSkus } from '../catalogue/goods.repository.ts';
import { isVip } from '../balance/vip.service.ts';
import { pricedLines } from './lines.ts';
import * as repo from './order.repository.ts';
import type { OrderDeps } from './order.service.ts';
import { addEvent } from './transition.ts';

type Source = Pick<OrderPreviewInput, 'cartIds' | 'items'>;

/** Order numbers read as the time of purchase followed by six random digits: 20 digits, unique by index. */
function newOrderNo(now = new Date()): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return `${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** The lines being bought, priced now; another member's cart line or an unknown SKU is not found. */
async function sourceLines(db: Executor, locale: Locale, memberId: number, source: Source) {
  if (source.cartIds) {
    const ids = [...new Set(source.cartIds)];
    const rows = await memberLines(db, memberId, ids);
    if (rows.length !== ids.length) throw new NotFoundError('cart.lineNotFound');
    return { lines: await pricedLines(db, locale, rows), cartIds: ids };
  }
  const items = source.items ?? [];
  const quantities = new Map<number, number>();
  for (const item of items) quantities.set(item.skuId, (quantities.get(item.skuId) ?? 0) + item.quantity);
  const rows = await findSkus(db, [...quantities.keys()]);
  if (rows.length !== quantities.size) throw new NotFoundError('goods.notFound');
  return { lines: await pricedLines(db, locale, rows.map((r) => ({ ...r, quantity: quantities.get(r.sku_id)! }))), cartIds: [] };
}

function assertBuyable(lines: PricedLine[]) {
  if (lines.length === 0) throw new DomainError('order.empty');
  for (const line of lines) {
    if (line.state === 'offShelf') throw new DomainError('order.goodsUnavailable', { name: line.name });
    if (line.state !== 'ok') throw new DomainError('order.stockShort', { name: line.name });
  }
}

/** What the goods come to, why (or whether) they ship free, the fee to the address and the amount payable. */
function totals(lines: PricedLine[], address: MemberAddress | null, vip: boolean) {
  const goodsAmount = lines.reduce((sum, l) => sum + l.amount, 0);
  const freight = address ? orderFreight({ provinceId: address.provinceId, lines, vip, amount: goodsAmount }) : 0;
  const free = freightFree({ lines, vip, amount: goodsAmount });
  return { goodsAmount, freight, freightFree: free, freeThreshold: FREIGHT.freeThreshold, payAmount: goodsAmount + freight };
}

/** What the confirm screen shows: lines, the chosen (or default) address, freight and the amount payable. */
export async function previewOrder(deps: Pick<OrderDeps, 'db'>, locale: Locale, memberId: number, input: OrderPreviewInput, now = new Date()): Promise<OrderPreview> {
  const { lines } = await sourceLines(deps.db, locale, memberId, input);
  const address = input.addressId
    ? await findAddress(deps.db, memberId, input.addressId, locale)
    : ((await listAddresses(deps.db, memberId, locale)).find((a) => a.isDefault) ?? null);
  const vip = await isVip(deps.db, memberId, now);
  return { lines: lines.map(({ row: _row, ...line }) => line), address, vip, ...totals(lines, address, vip) };
}

/** Order numbers drawn for one submission before giving up: two orders in one second may draw the same. */
const ORDER_NO_DRAWS = 3;

/**
 * Creates the order and reserves its stock in one transaction: each SKU is taken by a conditional
 * update, so concurrent buyers of the last units get exactly the stock there is. The same requestId
 * always answers the same order, even when the copies arrive at once: the unique (member, requestId) index
 * refuses a second order, and any failure first looks for the order of a copy that got there (so a first
 * submission costs no look-up). `draw` counts the order numbers tried: one already taken rolls the
 * transaction back, and the submission runs again under a new one.
 */
export async function submitOrder(deps: Pick<OrderDeps, 'db' | 'payTimeoutMin'>, locale: Locale, memberId: number, input: OrderSubmitInput, now = new Date(), draw = 1): Promise<string> {
  try {
    return await placeOrder(deps, locale, memberId, input, now);
  } catch (err) {
    // A copy of this request committed first (before or during ours): answer its order.
    const winner = await repo.findOrderNoByRequest(deps.db, memberId, input.requestId);
    if (winner) return winner;
    if (isUniqueViolation(err) && draw < ORDER_NO_DRAWS) return submitOrder(deps, locale, memberId, input, now, draw + 1);
    throw err;
  }
}

async function placeOrder(deps: Pick<OrderDeps, 'db' | 'payTimeoutMin'>, locale: Locale, memberId: number, input: OrderSubmitInput, now: Date): Promise<string> {
  // The order keeps the Chinese names with the province code; readers see them in their language (orderRegionLine).
  const [address, { lines, cartIds }, vip] = await Promise.all([
    findAddress(deps.db, memberId, input.addressId, 'zh').catch((err: unknown) => {
      throw err instanceof NotFoundError ? new DomainError('order.addressRequired') : err;
    }),
    sourceLines(deps.db, locale, memberId, input),
    isVip(deps.db, memberId, now),
  ]);
  assertBuyable(lines);
  const amounts = totals(lines, address, vip);
  const orderNo = newOrderNo(now);
  await deps.db.transaction().execute(async (trx) => {
    // Always in SKU order, so two orders sharing SKUs never wait on each other's locks in a circle.
    for (const line of [...lines].sort((a, b) => a.skuId - b.skuId)) {
      if (!(await repo.takeStock(trx, line.skuId, line.quantity))) throw new DomainError('order.stockShort', { name: line.name });
    }
    const orderId = await repo.insertOrder(
      trx,
      {
        order_no: orderNo,
        member_id: memberId,
        request_id: input.requestId,
        status: 'pending_payment',
        goods_amount: amounts.goodsAmount,
        freight: amounts.freight,
        pay_amount: amounts.payAmount,
        buyer_message: input.buyerMessage,
        consignee: address.name,
        mobile: address.mobile,
        province_code: String(address.provinceId),
        region: [address.province, address.city, address.district].join(' '),
        address: address.detail,
        pay_deadline: new Date(now.getTime() + deps.payTimeoutMin * 60_000).toISOString(),
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      },
      lines.map((l) => ({
        goods_id: l.goodsId,
        sku_id: l.skuId,
        name: l.name,
        spec: l.spec,
        image: l.image,
        unit_price: l.unitPrice,
        // Kept so the order screens label the line exactly as the confirm page did.
        price_label: l.priceLabel,
        market_price: l.marketPrice,
        quantity: l.quantity,
        amount: l.amount,
      })),
    );
    await addEvent(trx, orderId, 'submit', { kind: 'member', memberId }, null, now);
    if (cartIds.length) await deleteLines(trx, memberId, cartIds);
  });
  return orderNo;
}
