import type { DbPool, Executor } from '../db/schema.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { DomainError, NotFoundError, StateChangedError } from '../errors.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { textLocales } from '../../lib/i18n/fallback.ts';
import type { MemberAddress } from '../../lib/schemas/address.ts';
import type { CartLine, CartView } from '../../lib/schemas/cart.ts';
import type { OrderPreviewInput, OrderSubmitInput } from '../../lib/schemas/order.ts';
import type { OrderPreview, PricedLine } from '../../lib/schemas/order-view.ts';
import { cartTotals } from '../../lib/cart.ts';
import { lineState, pickSpecs, specText } from '../../lib/line-specs.ts';
import { goodsPrices, priceLabels, priceView } from '../../lib/pricing.ts';
import { FREIGHT } from '../../config/freight.ts';
import { findAddress, listAddresses } from '../address/address.service.ts';
import { freightFree, orderFreight } from '../address/freight.ts';
import { post } from '../balance/ledger.ts';
import { isVip } from '../balance/vip.service.ts';
import { addToCart, cartCount, cartLines, removeOrderedLines } from '../cart/cart.service.ts';
import { goodsCards, skusByIds, specTextsOf } from '../catalogue/goods-lookup.service.ts';
import { holdActiveMember } from '../member/member-records.service.ts';
import type { PinVerdict } from '../member/pay-password.service.ts';
import { orderItemsOf } from '../orders/order-views.service.ts';
import { expireOrder, markPaid, type OrderDeps } from '../orders/order.service.ts';
import { newOrderNo, orderNoOfRequest, placeOrder } from '../orders/placement.service.ts';
import { findOrderOrThrow } from '../orders/transition.ts';
import { orderPayments } from '../metrics/metrics.ts';
import { purgePagesOfGoods } from './operator/shop-pages.ts';

/**
 * Checkout: the cart priced as an order would be, the confirm screen, placing the order, paying it from
 * the balance, and buying an order's goods again. Each spans the cart, the catalogue, addresses, the
 * balance and orders, and owns its transaction.
 */

/** A SKU and a quantity as the cart or a buy-now button names them, with the SKU's live state. */
export interface SkuQuantity {
  goods_id: number;
  sku_id: number;
  quantity: number;
  stock: number;
  sku_price: number | null;
  /** The SKU's own market, sale and member prices and picture; null (or left out) follows the goods. */
  sku_market_price?: number | null;
  sku_sale_price?: number | null;
  sku_member_price?: number | null;
  sku_picture?: string | null;
  spec_values: string;
}

/**
 * Prices lines for the member right now: what a member pays (a SKU's own price first), names and
 * specifications in the asked language, and whether each line can be bought. Lines whose goods no
 * longer exist are left out; the caller compares counts when that matters.
 */
export async function pricedLines<T extends SkuQuantity>(db: Executor, locale: Locale, rows: readonly T[]): Promise<(PricedLine & { row: T })[]> {
  const goodsIds = [...new Set(rows.map((r) => r.goods_id))];
  if (goodsIds.length === 0) return [];
  const [goods, texts] = await Promise.all([goodsCards(db, locale, goodsIds), specTextsOf(db, goodsIds, textLocales(locale))]);
  const byId = new Map(goods.map((g) => [g.id, g]));
  return rows.flatMap((row) => {
    const g = byId.get(row.goods_id);
    if (!g) return [];
    const { card } = g;
    const view = priceView(goodsPrices(card), { price: row.sku_price, marketPrice: row.sku_market_price, salePrice: row.sku_sale_price, memberPrice: row.sku_member_price });
    const labels = priceLabels(view);
    const unitPrice = view.memberPays;
    const specs = pickSpecs(texts.filter((t) => t.goods_id === g.id), locale);
    return [
      {
        row,
        goodsId: g.id,
        skuId: row.sku_id,
        name: card.name,
        image: row.sku_picture ?? card.image,
        spec: specText(specs, JSON.parse(row.spec_values) as number[]),
        unitPrice,
        priceLabel: labels.main,
        marketPrice: labels.market ? view.marketPrice : null,
        quantity: row.quantity,
        amount: unitPrice * row.quantity,
        stock: row.stock,
        freeShipping: card.freeShipping,
        state: lineState(g.onShelf, row.stock, row.quantity),
      },
    ];
  });
}

/** The cart priced for the member right now, line by line as an order would price it; states from live stock. */
export async function cartView(db: Executor, locale: Locale, memberId: number): Promise<CartView> {
  const lines = await pricedLines(db, locale, await cartLines(db, memberId));
  const list = lines.map(({ row, freeShipping: _free, ...line }): CartLine => ({
    id: row.id,
    ...line,
    selected: row.selected === 1 && line.state === 'ok',
  }));
  return { list, totals: cartTotals(list), count: list.length };
}

type Source = Pick<OrderPreviewInput, 'cartIds' | 'items'>;

/** The lines being bought, priced now; another member's cart line or an unknown SKU is not found. */
async function sourceLines(db: Executor, locale: Locale, memberId: number, source: Source) {
  if (source.cartIds) {
    const ids = [...new Set(source.cartIds)];
    const rows = await cartLines(db, memberId, ids);
    if (rows.length !== ids.length) throw new NotFoundError('cart.lineNotFound');
    return { lines: await pricedLines(db, locale, rows), cartIds: ids };
  }
  const items = source.items ?? [];
  const quantities = new Map<number, number>();
  for (const item of items) quantities.set(item.skuId, (quantities.get(item.skuId) ?? 0) + item.quantity);
  const rows = await skusByIds(db, [...quantities.keys()]);
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
    return await submitOnce(deps, locale, memberId, input, now);
  } catch (err) {
    // A copy of this request committed first (before or during ours): answer its order.
    const winner = await orderNoOfRequest(deps.db, memberId, input.requestId);
    if (winner) return winner;
    if (isUniqueViolation(err) && draw < ORDER_NO_DRAWS) return submitOrder(deps, locale, memberId, input, now, draw + 1);
    throw err;
  }
}

async function submitOnce(deps: Pick<OrderDeps, 'db' | 'payTimeoutMin'>, locale: Locale, memberId: number, input: OrderSubmitInput, now: Date): Promise<string> {
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
  const soldOut = await deps.db.transaction().execute(async (trx) => {
    await holdActiveMember(trx, memberId);
    const { soldOutGoods } = await placeOrder(
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
      now,
    );
    if (cartIds.length) await removeOrderedLines(trx, memberId, cartIds);
    return soldOutGoods;
  });
  // A goods page shows its stock: one whose last unit this order took says sold out now, on every instance.
  for (const goodsId of soldOut) purgePagesOfGoods(goodsId);
  return orderNo;
}

/**
 * Pays an order from the balance. The order's move to `paid` and the debit happen in one transaction:
 * a failed debit leaves the order unpaid, a lost race debits nothing. Paying a paid order again
 * changes nothing and still answers success.
 */
export async function payOrder(deps: OrderDeps, memberId: number, input: { orderNo: string; payPwd: string }, now = new Date()) {
  try {
    const paid = await payOrderOnce(deps, memberId, input, now);
    orderPayments.inc({ outcome: paid.alreadyPaid ? 'already_paid' : 'paid' });
    return paid;
  } catch (err) {
    orderPayments.inc({ outcome: 'refused' });
    throw err;
  }
}

async function payOrderOnce(deps: OrderDeps, memberId: number, input: { orderNo: string; payPwd: string }, now: Date) {
  const buyer = { kind: 'member', memberId } as const;
  const order = await findOrderOrThrow(deps.db, input.orderNo, buyer);
  if (order.paid_at) return { orderNo: order.order_no, alreadyPaid: true };
  if (order.status !== 'pending_payment') throw new StateChangedError();
  if (Date.parse(order.pay_deadline) <= now.getTime()) {
    await expireOrder(deps.db, order, now);
    throw new DomainError('order.expired');
  }
  // Twice at most: a legacy payment-password hash is upgraded outside the transaction, then paid with.
  for (let round = 0; round < 2; round += 1) {
    let verdict: PinVerdict;
    try {
      verdict = await deps.db.transaction().execute(async (trx) => {
        const judged = await deps.payPassword.judge(trx, memberId, input.payPwd);
        // A refusal commits the attempt it counted; nothing else was written.
        if (judged !== 'ok') return judged;
        await markPaid(trx, order, memberId, now);
        await post(trx, { memberId, type: 'payment', amount: -Number(order.pay_amount), orderNo: order.order_no }, now);
        return 'ok' as const;
      });
    } catch (err) {
      if (!(err instanceof StateChangedError)) throw err;
      const latest = await findOrderOrThrow(deps.db, input.orderNo, buyer);
      if (!latest.paid_at) throw err;
      return { orderNo: order.order_no, alreadyPaid: true };
    }
    if (verdict === 'ok') return { orderNo: order.order_no, alreadyPaid: false };
    if (verdict !== 'legacy') throw verdict;
    await deps.payPassword.upgrade(deps.db, memberId, input.payPwd);
  }
  throw new StateChangedError();
}

/**
 * Puts the order's goods back into the cart, each as far as its stock allows. Goods no longer sold are
 * skipped; when nothing at all can be added the member is told why.
 */
export async function buyAgain(db: DbPool, memberId: number, orderNo: string) {
  const order = await findOrderOrThrow(db, orderNo, { kind: 'member', memberId });
  const items = await orderItemsOf(db, order.id);
  let added = 0;
  let lastRefusal: DomainError | undefined;
  for (const item of items) {
    try {
      await addToCart(db, memberId, { goodsId: item.goods_id, skuId: item.sku_id, quantity: item.quantity });
      added += 1;
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
      lastRefusal = err;
    }
  }
  if (added === 0 && lastRefusal) throw lastRefusal;
  return { added, skipped: items.length - added, count: await cartCount(db, memberId) };
}
