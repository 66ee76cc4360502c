import { useState } from 'react';
import { useMemberInfo } from '../settings/useMemberInfo.ts';
import { island } from '../ui/I18nProvider.tsx';
import LoadFailed from '../ui/LoadFailed.tsx';
import OrderProblemView from '../ui/OrderProblemView.tsx';
import { useT } from '../ui/i18n.ts';
import { useOrder } from '../ui/useOrder.ts';
import { useSettle } from '../ui/useSettle.ts';
import CashierClosed from './CashierClosed.tsx';
import CashierPay from './CashierPay.tsx';
import CashierSummary from './CashierSummary.tsx';
import { cashierState } from './cashier.ts';

/** /pay?orderNo=: pays an order from the balance with the payment password, before its time runs out. Client only. */
export default island(function Cashier() {
  const t = useT();
  const { order, problem, reload } = useOrder();
  const member = useMemberInfo();
  const settle = useSettle(reload);
  const [justPaid, setJustPaid] = useState(false);

  if (!order) return <OrderProblemView problem={problem} onRetry={() => void reload()} />;
  const state = justPaid ? 'paid' : cashierState(order, Date.now());

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6" data-cashier={state}>
      <CashierSummary order={order} payable={state === 'payable'} onExpired={settle} />
      {state === 'payable' ? (
        member.info ? (
          <CashierPay
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
          <LoadFailed message="setting.loadFailed" onRetry={() => void member.refresh()} />
        ) : (
          <p aria-busy="true" className="text-gray-600">{t('order.loading')}</p>
        )
      ) : (
        <CashierClosed order={order} paid={state === 'paid'} redirect={justPaid} />
      )}
    </div>
  );
});
