import { isUniqueViolation } from '../db/errors.ts';
import { atomically } from '../db/atomic.ts';
import type { DbPool, Executor } from '../db/schema.ts';
import { DomainError, NotFoundError, StateChangedError } from '../errors.ts';
import { refundLines } from '../orders/line-refund.service.ts';
import { readStoredWords } from '../orders/operator-words.ts';
import type { Actor } from '../orders/transition.ts';
import { ownsUploads } from '../uploads/upload.service.ts';
import { createT } from '../../lib/i18n/messages.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { REASONS, returnOpen, typeForOrder, type AfterSalesReason, type AfterSalesStatus, type AfterSalesType } from '../../lib/after-sales.ts';
import { encodeOperatorWords } from '../../lib/operator-words.ts';
import type { AfterSalesView, ApplyAfterSales } from '../../lib/schemas/after-sales.ts';
import * as repo from './after-sales.repository.ts';
import { AFTER_SALES_TRANSITIONS, afterSalesTarget, type AfterSalesAction } from './states.ts';

/** Who decides in the console (or at the terminal): the audit name, and the console account when there is one. */
export interface Operator {
  name: string;
  account?: string;
}

/**
 * After-sales per order line (issue 34, decision 104). The member asks; the shop approves or refuses; a return's
 * parcel comes back and the shop confirms receipt; the money goes back by the route it came, the balance, through
 * the line refunds of decision 068. Every move is conditional (states.ts), so races have one winner.
 */

/** The reasons of a type, in the reader's language. */
export function reasonList(type: AfterSalesType, locale: Locale): { key: AfterSalesReason; label: string }[] {
  const t = createT(locale);
  return REASONS[type].map((key) => ({ key, label: t(`afterSales.reason.${key}`) }));
}

export function toView(r: repo.AfterSalesRow, locale: Locale): AfterSalesView {
  const t = createT(locale);
  return {
    id: r.id,
    orderNo: r.order_no,
    orderItemId: r.order_item_id,
    goodsId: r.goods_id,
    name: r.name,
    spec: r.spec,
    image: r.image,
    quantity: r.quantity,
    amount: Number(r.amount),
    type: r.type as AfterSalesType,
    reason: r.reason as AfterSalesReason,
    reasonLabel: t(`afterSales.reason.${r.reason as AfterSalesReason}`),
    note: r.note,
    images: r.images ? r.images.split(',') : [],
    status: r.status as AfterSalesStatus,
    refuseReason: r.refuse_reason ? readStoredWords(r.refuse_reason, locale) : null,
    carrier: r.carrier,
    trackingNo: r.tracking_no,
    refundAmount: r.refund_amount === null ? null : Number(r.refund_amount),
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

/**
 * A member's request for one line of their order. The type must fit the order (refund before receipt, return
 * after it), a return must be within its days, pictures must be the member's own uploads. A line with an open
 * request answers with that request: parallel applications are one request (the partial unique index decides).
 */
export async function applyAfterSales(db: DbPool, memberId: number, input: ApplyAfterSales, now = new Date()): Promise<number> {
  const line = await repo.memberLine(db, memberId, input.orderItemId);
  if (!line) throw new NotFoundError('afterSales.error.line');
  if (line.refunded_at) throw new DomainError('afterSales.error.refunded');
  const open = await repo.openRequestOfLine(db, line.id);
  if (open) return open.id;
  const type = typeForOrder(line.status);
  if (type === null) throw new DomainError('afterSales.error.orderState');
  if (type !== input.type) throw new DomainError(type === 'refund' ? 'afterSales.error.notReceivedYet' : 'afterSales.error.receivedAlready');
  if (type === 'return' && !returnOpen(input.reason, { receivedAt: line.received_at, returns7: (line.services ?? '').split(',').includes('returns7'), now })) {
    throw new DomainError('afterSales.error.periodPassed');
  }
  if (input.images.length > 0 && !(await ownsUploads(db, memberId, input.images))) throw new DomainError('afterSales.error.images');
  try {
    return await repo.insertRequest(db, { orderId: line.order_id, orderItemId: line.id, memberId, type, reason: input.reason, note: input.note, images: input.images.join(',') }, now.toISOString());
  } catch (err) {
    const again = isUniqueViolation(err) ? await repo.openRequestOfLine(db, line.id) : undefined;
    if (again) return again.id;
    throw err;
  }
}

async function requestOf(db: Executor, id: number, memberId?: number): Promise<repo.AfterSalesRow> {
  const row = await repo.findRequest(db, id, memberId);
  if (!row) throw new NotFoundError('afterSales.error.notFound');
  return row;
}

async function move(db: Executor, row: repo.AfterSalesRow, action: AfterSalesAction, changes: Parameters<typeof repo.moveRequest>[4], now: Date, memberId?: number): Promise<void> {
  const to = afterSalesTarget(action, row.type as AfterSalesType);
  if (!(await repo.moveRequest(db, row.id, AFTER_SALES_TRANSITIONS[action].from, to, changes, now.toISOString(), memberId))) throw new StateChangedError('afterSales.error.stateChanged');
}

export async function memberAfterSales(db: Executor, memberId: number, locale: Locale, page: number, pageSize: number) {
  const { list, total } = await repo.memberRequests(db, memberId, page, pageSize);
  return { list: list.map((r) => toView(r, locale)), total, page, pageSize };
}

export async function memberAfterSalesDetail(db: Executor, memberId: number, id: number, locale: Locale): Promise<AfterSalesView> {
  return toView(await requestOf(db, id, memberId), locale);
}

/** The member enters the parcel sent back for an approved return. */
export async function shipBack(db: Executor, memberId: number, input: { id: number; carrier: string; trackingNo: string }, now = new Date()): Promise<void> {
  const row = await requestOf(db, input.id, memberId);
  await move(db, row, 'shipBack', { carrier: input.carrier, tracking_no: input.trackingNo, shipped_back_at: now.toISOString() }, now, memberId);
}

/** The member withdraws a request the shop has not settled. */
export async function cancelAfterSales(db: Executor, memberId: number, id: number, now = new Date()): Promise<void> {
  const row = await requestOf(db, id, memberId);
  await move(db, row, 'cancel', { finished_at: now.toISOString() }, now, memberId);
}

/** Refunds the request's line by the order's line refunds (balance, ledger, sales, timeline); returns the fen. */
async function refundLine(trx: Executor, row: repo.AfterSalesRow, operator: Actor, now: Date): Promise<number> {
  const reason = encodeOperatorWords({ list: 'afterSales', code: row.reason });
  return refundLines(trx, operator, row.order_no, { itemIds: [row.order_item_id], reason }, now);
}

/** The shop approves: a refund is paid at once; a return waits for its parcel. Returns the fen refunded (0 for a return). */
export function approveAfterSales(db: Executor, operator: Operator, id: number, now = new Date()): Promise<number> {
  return atomically(db, async (trx) => {
    const row = await requestOf(trx, id);
    const actor: Actor = { kind: 'operator', account: operator.account };
    await move(trx, row, 'approve', { decided_by: operator.name, decided_at: now.toISOString(), ...(row.type === 'refund' ? { finished_at: now.toISOString() } : {}) }, now);
    if (row.type !== 'refund') return 0;
    const amount = await refundLine(trx, row, actor, now);
    await repo.moveRequest(trx, row.id, ['refunded'], 'refunded', { refund_amount: amount }, now.toISOString());
    return amount;
  });
}

/** The shop refuses, with a reason from the refusal list (and a note). */
export async function refuseAfterSales(db: Executor, operator: Operator, input: { id: number; reason: string }, now = new Date()): Promise<void> {
  const row = await requestOf(db, input.id);
  await move(db, row, 'refuse', { refuse_reason: input.reason, decided_by: operator.name, decided_at: now.toISOString(), finished_at: now.toISOString() }, now);
}

/** The returned parcel arrived: the line is refunded. Returns the fen. */
export function receiveReturn(db: Executor, operator: Operator, id: number, now = new Date()): Promise<number> {
  return atomically(db, async (trx) => {
    const row = await requestOf(trx, id);
    await move(trx, row, 'receive', { finished_at: now.toISOString() }, now);
    const amount = await refundLine(trx, row, { kind: 'operator', account: operator.account }, now);
    await repo.moveRequest(trx, row.id, ['refunded'], 'refunded', { refund_amount: amount }, now.toISOString());
    return amount;
  });
}

export async function consoleAfterSales(db: Executor, q: { status?: AfterSalesStatus; page: number; pageSize: number }, locale: Locale) {
  const { list, total } = await repo.consoleRequests(db, q);
  return { list: list.map((r) => ({ ...toView(r, locale), account: r.account, decidedBy: r.decided_by })), total, page: q.page, pageSize: q.pageSize };
}

export async function consoleAfterSalesDetail(db: Executor, id: number, locale: Locale) {
  const r = await requestOf(db, id);
  return { ...toView(r, locale), account: r.account, decidedBy: r.decided_by };
}

export function openAfterSalesCount(db: Executor, memberId: number): Promise<number> {
  return repo.openCount(db, memberId);
}
