import { http } from '../../lib/api/index.ts';

/** Silent: the cashier shows why a payment was refused next to the password. */
export const payOrder = (orderNo: string, payPwd: string) =>
  http.post<{ orderNo: string; alreadyPaid: boolean }>('order/pay', { orderNo, payPwd }, { silentError: true });
