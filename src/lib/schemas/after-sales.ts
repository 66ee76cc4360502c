import { z } from './zod.ts';
import { AFTER_SALES_IMAGES_MAX, AFTER_SALES_NOTE_MAX, AFTER_SALES_TYPES, REFUND_REASONS, RETURN_REASONS, type AfterSalesReason, type AfterSalesStatus, type AfterSalesType } from '../after-sales.ts';
import { idField, userText } from './common.ts';

const typeField = z.enum(AFTER_SALES_TYPES, 'afterSales.error.type');
const reasonField = z.enum([...new Set([...REFUND_REASONS, ...RETURN_REASONS])] as [AfterSalesReason, ...AfterSalesReason[]], 'afterSales.error.reason');

/** GET after-sales/reasons {type}. */
export const reasonsQuery = z.object({ type: typeField });

/** POST after-sales/apply: one order line, the type, a reason of that type's list, up to six pictures and a note. */
export const applyAfterSalesSchema = z
  .object({
    orderItemId: idField('afterSales.error.line'),
    type: typeField,
    reason: reasonField,
    images: z.array(z.string().max(300).regex(/^\/uploads\/[\w/.-]+$/, 'afterSales.error.images'), 'afterSales.error.images').max(AFTER_SALES_IMAGES_MAX, 'afterSales.error.images').default([]),
    note: userText('afterSales.error.note', z.string().trim().max(AFTER_SALES_NOTE_MAX, 'afterSales.error.note')).default(''),
  })
  .refine((v) => (v.type === 'refund' ? (REFUND_REASONS as readonly string[]) : (RETURN_REASONS as readonly string[])).includes(v.reason), { message: 'afterSales.error.reason', path: ['reason'] });
export type ApplyAfterSales = z.infer<typeof applyAfterSalesSchema>;

export const afterSalesIdSchema = z.object({ id: idField('afterSales.error.notFound') });

/** POST after-sales/ship-back: the parcel sent back. */
export const shipBackSchema = z.object({
  id: idField('afterSales.error.notFound'),
  carrier: z.string('afterSales.error.carrier').trim().min(1, 'afterSales.error.carrier').max(40, 'afterSales.error.carrier'),
  trackingNo: z.string('afterSales.error.trackingNo').trim().regex(/^[A-Za-z0-9-]{4,40}$/, 'afterSales.error.trackingNo'),
});

/** A request as the member sees it. */
export interface AfterSalesView {
  id: number;
  orderNo: string;
  orderItemId: number;
  goodsId: number;
  name: string;
  spec: string;
  image: string;
  quantity: number;
  amount: number;
  type: AfterSalesType;
  reason: AfterSalesReason;
  reasonLabel: string;
  note: string;
  images: string[];
  status: AfterSalesStatus;
  refuseReason: string | null;
  carrier: string | null;
  trackingNo: string | null;
  refundAmount: number | null;
  createdAt: string;
  updatedAt: string;
}
