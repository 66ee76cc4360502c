import type { DbPool } from '../db/schema.ts';
import { autoCompleteOrders, autoConfirmReceipts, expireOverdueOrders } from '../orders/operator.service.ts';
import { reconcileStaleRecharges } from '../balance/recharge-reconcile.service.ts';
import type { RechargeDeps } from '../balance/recharge.service.ts';
import { foldSales } from '../catalogue/sales.service.ts';
import { cleanUp, type Retention } from './cleanup.ts';
import type { Job } from './scheduler.ts';
import { makePendingExports, type ExportDeps } from '../member/data-export.service.ts';

/**
 * Every background job of the shop. The order and top-up jobs work from what the database says is due, so a
 * restart loses nothing: whatever fell due while the shop was down is done on the first run.
 */
export function shopJobs(db: DbPool, recharge: RechargeDeps, retention: Retention, exports: ExportDeps): Job[] {
  return [
    // A top-up whose callback never arrived is settled by asking the provider; one past its time expires.
    { name: 'reconcile-top-ups', everyMs: 60 * 1000, run: () => reconcileStaleRecharges(recharge) },
    // A member's copy of their data, asked for in Settings → Privacy: made within seconds, then mailed.
    { name: 'data-exports', everyMs: 5 * 1000, run: () => makePendingExports(exports) },
    { name: 'clean-up', everyMs: 60 * 60 * 1000, run: () => cleanUp(db, new Date(), retention) },
    // Payments and refunds tally their units; goods show them as sales within seconds (decision 055).
    { name: 'count-sales', everyMs: 5 * 1000, run: () => foldSales(db) },
    { name: 'expire-unpaid-orders', everyMs: 30 * 1000, run: () => expireOverdueOrders(db) },
    { name: 'auto-confirm-receipts', everyMs: 10 * 60 * 1000, run: () => autoConfirmReceipts(db) },
    // Received orders whose review window closed become completed; their unreviewed goods stay unreviewed.
    { name: 'auto-complete-orders', everyMs: 10 * 60 * 1000, run: () => autoCompleteOrders(db) },
  ];
}
