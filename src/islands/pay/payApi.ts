import { http } from '../../lib/api/index.ts';
import type { RechargeStatus } from '../../lib/schemas/balance.ts';

/** Silent: the cashier shows why a payment was refused next to the password. */
export const payOrder = (orderNo: string, payPwd: string) =>
  http.post<{ orderNo: string; alreadyPaid: boolean }>('order/pay', { orderNo, payPwd }, { silentError: true });

/** A top-up of what the balance lacks that pays the order when the provider confirms it (decision 101). */
export const payWithTopUp = (orderNo: string) => http.post<{ rechargeNo: string; payUrl: string; amount: number }>('order/payWithTopUp', { orderNo });

/** Where that top-up stands, asked after the provider sends the shopper back. */
export const topUpStatus = (rechargeNo: string) =>
  http.get<{ status: RechargeStatus; amount: number }>('balance/detail', { rechargeNo }, { silentError: true });
