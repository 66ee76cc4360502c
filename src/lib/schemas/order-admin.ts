import { z } from './zod.ts';
import { idField, userText } from './common.ts';
import { consoleListQuery } from './admin-lists.ts';
import { ORDER_STATUSES } from './order-view.ts';

/**
 * Payloads of the console's order moves beyond shipping (src/lib/schemas/admin.ts): refunds by line, correcting
 * the shipment and shipping many orders from a CSV. Errors are message keys, translated alike in the form and
 * the API.
 */
const required = (max: number) => z.string().trim().min(1, 'admin.validation.required').max(max, 'admin.validation.tooLong');
const text = (max: number) => userText('admin.validation.required', required(max));

/** At most this many lines are refunded by one request (an order holds far fewer). */
export const MAX_REFUND_LINES = 100;

/**
 * Lines to refund with the reason the member reads. No lines (or an empty list) refunds the whole order: every
 * line not refunded yet, and the freight with the last of them.
 */
export const refundSchema = z.object({
  lines: z
    .array(z.object({ orderItemId: idField('admin.order.lineNotInOrder') }), 'error.invalidParam')
    .max(MAX_REFUND_LINES, 'error.invalidParam')
    .optional()
    .default([]),
  reason: text(200),
});
export type RefundInput = z.infer<typeof refundSchema>;

export const trackingNoField = userText('admin.validation.required', required(40).regex(/^[\w-]+$/, 'admin.validation.trackingNo'));

/** The carrier of a parcel: a code of the carrier list (src/lib/carriers.ts) or, from the terminal, its name. */
export const carrierField = text(40);

/** A corrected carrier and tracking number for a shipped order. */
export const shipmentSchema = z.object({ carrier: carrierField, trackingNo: trackingNoField });

/** Rows a batch may hold; a larger file is split by the operator. */
export const MAX_BATCH_ROWS = 500;

/**
 * A CSV pasted or uploaded in the order list: one order a line, `orderNo,trackingNo[,carrier]`, an optional header
 * line; `carrier` stands for rows that name none.
 */
export const batchShipSchema = z.object({
  csv: z.string('admin.batch.empty').max(200_000, 'admin.batch.tooLarge'),
  carrier: z.string().trim().max(40).optional().default(''),
});
export type BatchShipInput = z.infer<typeof batchShipSchema>;

/** Columns the console's order list sorts by. */
export const ORDER_SORTS = ['createdAt', 'orderNo', 'payAmount', 'status'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

/** The console's order list: a state, a search by order number or account, a date range of placing, a sort. */
export const adminOrderListQuery = consoleListQuery(ORDER_SORTS).extend({ status: z.enum(ORDER_STATUSES).optional().catch(undefined) });
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuery>;
