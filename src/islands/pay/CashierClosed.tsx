import { useEffect } from 'react';
import { explainStatus } from '../../lib/order-explain.ts';
import { homeHref, orderHref } from '../../lib/order-hrefs.ts';
import type { OrderDetailView } from '../../lib/order-state.ts';
import { buttonClass } from '../ui/buttonStyles.ts';
import { useLocale, useT } from '../ui/i18n.ts';

interface Props {
  order: OrderDetailView;
  paid: boolean;
  /** Paid here just now: go on to the order by itself after a moment. */
  redirect: boolean;
}

/** How long the success note stays before the order opens. */
const REDIRECT_MS = 1500;

/** Nothing to pay: the order was paid (just now, or before), or it was cancelled or ran out of time. */
export default function CashierClosed({ order, paid, redirect }: Props) {
  const t = useT();
  const locale = useLocale();
  const detail = orderHref(locale, 'details', order.orderNo);
  useEffect(() => {
    if (!redirect) return;
    const timer = setTimeout(() => location.assign(detail), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [redirect, detail]);

  const { reason } = explainStatus(order, Date.now());
  return (
    <section
      role={paid ? 'status' : 'alert'}
      className={`flex flex-col items-start gap-3 rounded-lg border p-6 ${paid ? 'border-green-300 bg-green-50' : 'border-gray-300 bg-white'}`}
      data-cashier-closed={paid ? 'paid' : 'closed'}
    >
      <p className={`text-lg font-semibold ${paid ? 'text-green-900' : 'text-gray-900'}`}>{t(redirect ? 'cashier.success' : paid ? 'cashier.paid' : 'cashier.closed')}</p>
      {!paid && reason && <p className="text-gray-700">{'key' in reason ? t(reason.key) : <bdi>{reason.text}</bdi>}</p>}
      {redirect && <p className="text-sm text-gray-700">{t('cashier.redirecting')}</p>}
      <div className="flex gap-3">
        <a href={detail} className={buttonClass('primary')}>
          {t('order.action.details')}
        </a>
        {!paid && (
          <a href={homeHref(locale)} className={buttonClass('outline')}>
            {t('order.list.goShopping')}
          </a>
        )}
      </div>
    </section>
  );
}
