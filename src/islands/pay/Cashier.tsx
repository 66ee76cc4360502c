import { useState } from 'react';
import type { Locale } from '../../lib/i18n/locales.ts';
import { createT } from '../../lib/i18n/messages.ts';
import OrderProblemView from '../orders/OrderProblemView.tsx';
import { useOrder } from '../orders/useOrder.ts';
import { useSettle } from '../orders/useSettle.ts';
import LoadFailed from '../orders/LoadFailed.tsx';
import { useMemberInfo } from '../settings/useMemberInfo.ts';
import CashierClosed from './CashierClosed.tsx';
import CashierPay from './CashierPay.tsx';
import CashierSummary from './CashierSummary.tsx';
import { cashierState } from './cashier.ts';

interface Props {
  locale: Locale;
}

/** /pay?orderNo=: pays an order from the balance with the payment password, before its time runs out. Client only. */
export default function Cashier({ locale }: Props) {
  const t = createT(locale);
  const { order, problem, reload } = useOrder();
  const member = useMemberInfo();
  const settle = useSettle(reload);
  const [justPaid, setJustPaid] = useState(false);

  if (!order) return <OrderProblemView t={t} locale={locale} problem={problem} onRetry={() => void reload()} />;
  const state = justPaid ? 'paid' : cashierState(order, Date.now());

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6" data-cashier={state}>
      <CashierSummary t={t} locale={locale} order={order} payable={state === 'payable'} onExpired={settle} />
      {state === 'payable' ? (
        member.info ? (
          <CashierPay
            t={t}
            locale={locale}
            order={order}
            info={member.info}
            onPaid={() => setJustPaid(true)}
            onRefused={() => {
              void member.refresh();
              void reload();
            }}
            onAccountChanged={() => void member.refresh()}
          />
        ) : member.failed ? (
          <LoadFailed t={t} onRetry={() => void member.refresh()} />
        ) : (
          <p aria-busy="true" className="text-gray-600">{t('order.loading')}</p>
        )
      ) : (
        <CashierClosed t={t} locale={locale} order={order} paid={state === 'paid'} redirect={justPaid} />
      )}
    </div>
  );
}
