import { isLocale, localizePath, type Locale } from '../../lib/i18n/locales.ts';
import { createT } from '../../lib/i18n/messages.ts';
import { formatCny } from '../../lib/money.ts';
import { post } from '../balance/ledger.ts';
import { openRecharge, type OrderSettler, type RechargeDeps } from '../balance/recharge.service.ts';
import type { DbPool } from '../db/schema.ts';
import { DomainError } from '../errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { findMember, memberMoney } from '../member/member-records.service.ts';
import { leaveMessage } from '../member/messages.service.ts';
import { orderPayments } from '../metrics/metrics.ts';
import { closeExpired, expireOrder, holdOrder, markPaid } from '../orders/order.service.ts';
import { settleVerdict, shortfall, topUpRefusal } from '../orders/top-up-rules.ts';
import { findOrderOrThrow } from '../orders/transition.ts';

/**
 * Paying an order with a top-up of what the balance lacks (issue 34 item 5, decision 101): one provider payment
 * whose notice credits the balance and pays the order in the same transaction.
 */

/** Where the provider sends the shopper back: the order's cashier, which waits for the notice. */
const returnPath = (locale: Locale, orderNo: string) => (rechargeNo: string) =>
  `${localizePath('/pay', locale)}?orderNo=${encodeURIComponent(orderNo)}&rechargeNo=${rechargeNo}`;

/**
 * Starts a top-up of the order's shortfall, linked to the order; refused for another member's order (not found),
 * one no longer unpaid, one out of time (which is closed on the way), and one the balance already covers.
 */
export async function payWithTopUp(deps: RechargeDeps, memberId: number, locale: Locale, orderNo: string, now = new Date()) {
  const order = await findOrderOrThrow(deps.db, orderNo, { kind: 'member', memberId });
  const { balance } = await memberMoney(deps.db, memberId);
  const refusal = topUpRefusal(order, Number(balance), now);
  if (refusal === 'expired') {
    await expireOrder(deps.db, order, now);
    throw new DomainError('order.expired');
  }
  if (refusal) throw new DomainError(refusal === 'covered' ? 'order.topUp.covered' : 'order.topUp.notUnpaid');
  const amount = shortfall(Number(order.pay_amount), Number(balance), deps.provider.minAmount);
  const started = await openRecharge(
    deps,
    memberId,
    locale,
    { amount, bonus: 0, orderNo: order.order_no, returnPath: returnPath(locale, order.order_no), closesBy: new Date(order.pay_deadline) },
    now,
  );
  return { ...started, amount };
}

/**
 * The notice's half, inside the credit's transaction: the order is held, then paid from the balance exactly as
 * order/pay does (its move to paid, sales, timeline, the payment's ledger line). An order no longer waiting (paid
 * another way, cancelled, out of time: then closed here) keeps the money on the balance, and the member finds a
 * message and, after the commit, a mail in their language.
 */
export function orderSettler(deps: { db: DbPool; mailer: Mailer }): OrderSettler {
  return async (trx, recharge, balanceAfter, now) => {
    const memberId = recharge.member_id;
    const orderNo = recharge.order_no!;
    const order = await holdOrder(trx, orderNo, memberId);
    const verdict = settleVerdict(order, balanceAfter, now);
    if (verdict.pay) {
      await markPaid(trx, order!, memberId, now);
      await post(trx, { memberId, type: 'payment', amount: -Number(order!.pay_amount), orderNo }, now);
      orderPayments.inc({ outcome: 'paid' });
      return;
    }
    if (verdict.why === 'expired') await closeExpired(trx, order!, now);
    const amount = Number(recharge.amount);
    await leaveMessage(trx, { memberId, kind: 'topUpKept', quote: orderNo, content: String(amount) }, now);
    return () => mailKept(deps, memberId, orderNo, amount);
  };
}

/** Tells the member by mail that the money waits on their balance; a refused mail is for the logs, the message stays. */
async function mailKept(deps: { db: DbPool; mailer: Mailer }, memberId: number, orderNo: string, amount: number) {
  const member = await findMember(deps.db, memberId);
  if (!member?.email) return;
  const locale = isLocale(member.locale) ? member.locale : 'zh';
  const t = createT(locale);
  try {
    await deps.mailer.send({ to: member.email, subject: t('mail.topUpKept.subject'), text: t('mail.topUpKept.text', { amount: formatCny(amount, locale), orderNo }) });
  } catch (err) {
    console.warn('top-up kept mail not sent', err instanceof Error ? err.message : err);
  }
}
