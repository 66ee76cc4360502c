import type { AfterSalesStatus } from '../../lib/after-sales.ts';

/**
 * After-sales states and the moves between them, in the pattern of orders/states.ts: every move is a conditional
 * update `WHERE status IN (from...)`, so of two racing requests one wins and the other sees the state it may no
 * longer leave.
 *
 *   requested ─approve(refund)──────────────────────────▶ refunded
 *   requested ─approve(return)─▶ approved ─shipBack─▶ returning ─receive─▶ refunded
 *   requested ─refuse─▶ refused          requested | approved ─cancel─▶ cancelled
 */
export type AfterSalesAction = 'approve' | 'refuse' | 'shipBack' | 'receive' | 'cancel';

export const AFTER_SALES_TRANSITIONS: Record<AfterSalesAction, { from: readonly AfterSalesStatus[] }> = {
  approve: { from: ['requested'] },
  refuse: { from: ['requested'] },
  shipBack: { from: ['approved'] },
  receive: { from: ['returning'] },
  cancel: { from: ['requested', 'approved'] },
};

/** Where an action leads: approving a refund pays it at once; approving a return waits for the parcel. */
export function afterSalesTarget(action: AfterSalesAction, type: 'refund' | 'return'): AfterSalesStatus {
  switch (action) {
    case 'approve':
      return type === 'refund' ? 'refunded' : 'approved';
    case 'refuse':
      return 'refused';
    case 'shipBack':
      return 'returning';
    case 'receive':
      return 'refunded';
    case 'cancel':
      return 'cancelled';
  }
}

export function canDoAfterSales(action: AfterSalesAction, status: AfterSalesStatus): boolean {
  return AFTER_SALES_TRANSITIONS[action].from.includes(status);
}

/** What the member may do with a request in its state. */
export function memberAfterSalesActions(status: AfterSalesStatus): AfterSalesAction[] {
  return (['shipBack', 'cancel'] as const).filter((a) => canDoAfterSales(a, status));
}
