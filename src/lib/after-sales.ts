/**
 * After-sales per order line (issue 34, decision 104): a refund only (the parcel has not left, or never arrived) or
 * a return and refund (received), each with a reason from a fixed list. The rules both the form and the server use.
 */

export const AFTER_SALES_TYPES = ['refund', 'return'] as const;
export type AfterSalesType = (typeof AFTER_SALES_TYPES)[number];

export const REFUND_REASONS = ['noLongerWanted', 'notReceived', 'wrongSpec', 'other'] as const;
export const RETURN_REASONS = ['noLongerWanted', 'notAsDescribed', 'damaged', 'wrongItem', 'qualityProblem', 'other'] as const;
export type AfterSalesReason = (typeof REFUND_REASONS)[number] | (typeof RETURN_REASONS)[number];

export const REASONS: Record<AfterSalesType, readonly AfterSalesReason[]> = { refund: REFUND_REASONS, return: RETURN_REASONS };

/** Reasons that are the goods' fault: a return for them is open longer, and the shop pays the freight back. */
export const QUALITY_REASONS: readonly AfterSalesReason[] = ['notAsDescribed', 'damaged', 'wrongItem', 'qualityProblem'];

/** Days after receipt a return may be asked: seven for goods that promise it, longer for a problem of the goods. */
export const RETURN_DAYS = { noReason: 7, quality: 30 } as const;

/** Pictures and note of a request. */
export const AFTER_SALES_IMAGES_MAX = 6;
export const AFTER_SALES_NOTE_MAX = 300;

export const AFTER_SALES_STATUSES = ['requested', 'approved', 'returning', 'refunded', 'refused', 'cancelled'] as const;
export type AfterSalesStatus = (typeof AFTER_SALES_STATUSES)[number];

/** A request still being worked on: one per line at a time. */
export const OPEN_STATUSES: readonly AfterSalesStatus[] = ['requested', 'approved', 'returning'];

/** The type a line may be asked for in its order's state: refund before receipt, return after it. */
export function typeForOrder(status: string): AfterSalesType | null {
  if (status === 'paid' || status === 'shipped') return 'refund';
  if (status === 'received' || status === 'completed') return 'return';
  return null;
}

/**
 * Whether a return for `reason` is still open `receivedAt` + its days, at `now`: quality problems 30 days; any
 * other reason 7 days, and "no longer wanted" only for goods that promise seven-day returns.
 */
export function returnOpen(reason: AfterSalesReason, input: { receivedAt: string | null; returns7: boolean; now: Date }): boolean {
  if (!input.receivedAt) return false;
  const quality = QUALITY_REASONS.includes(reason);
  if (!quality && reason === 'noLongerWanted' && !input.returns7) return false;
  const days = quality ? RETURN_DAYS.quality : RETURN_DAYS.noReason;
  return input.now.getTime() <= Date.parse(input.receivedAt) + days * 86_400_000;
}

/** The words of each state and type, as the member's pages and the console show them. */
export const STATUS_KEYS = {
  requested: 'afterSales.status.requested',
  approved: 'afterSales.status.approved',
  returning: 'afterSales.status.returning',
  refunded: 'afterSales.status.refunded',
  refused: 'afterSales.status.refused',
  cancelled: 'afterSales.status.cancelled',
} as const satisfies Record<AfterSalesStatus, string>;

export const TYPE_KEYS = { refund: 'afterSales.type.refund', return: 'afterSales.type.return' } as const satisfies Record<AfterSalesType, string>;
