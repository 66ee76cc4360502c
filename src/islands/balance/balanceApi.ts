import { http } from '../../lib/api/index.ts';
import type { LedgerFilter, RechargeStatus } from '../../lib/schemas/balance.ts';
import type { Page } from '../../lib/schemas/goods.ts';

/** The balance page's requests. */

export type LedgerType = Exclude<LedgerFilter, 'all'>;

export interface LedgerLine {
  id: number;
  type: LedgerType;
  amount: number;
  balanceAfter: number;
  orderNo: string | null;
  ref: string | null;
  note: string | null;
  createdAt: string;
}

export interface RechargeView {
  rechargeNo: string;
  amount: number;
  bonus: number;
  status: RechargeStatus;
  createdAt: string;
  expiresAt: string;
  paidAt: string | null;
}

export const fetchLedger = (type: LedgerFilter, page: number, pageSize: number, signal?: AbortSignal) =>
  http.get<Page<LedgerLine>>('balance/list', { type, page, pageSize }, { signal });

/** Silent: the form shows the refusal next to the field it concerns. */
export const startRecharge = (amount: number) =>
  http.post<{ rechargeNo: string; payUrl: string }>('balance/recharge', { amount, agree: true }, { silentError: true });

/** Polled while the provider has not confirmed; silent so a passing network hiccup does not toast. */
export const fetchRecharge = (rechargeNo: string) => http.get<RechargeView>('balance/detail', { rechargeNo }, { silentError: true });

/** Silent: the dialog shows why, next to the password. */
export const buyVip = (planId: string, payPwd: string) =>
  http.post<{ planId: string; expiresAt: string; balance: number }>('balance/NotExpired', { planId, payPwd }, { silentError: true, showSuccess: true });
