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
import TopUpNote from './TopUpNote.tsx';
import { useTopUpReturn } from './useTopUpReturn.ts';

/**
 * /pay?orderNo=: pays an order from the balance with the payment password, before its time runs out, or with a top-up
 * of what the balance lacks (`&rechargeNo=` when the provider sends the shopper back). Client only.
 */
export default island(function Cashier() {
  const t = useT();
  const { order, problem, reload } = useOrder();
  const member = useMemberInfo();
  const settle = useSettle(reload);
  const [justPaid, setJustPaid] = useState(false);
  const topUp = useTopUpReturn(reload);

  if (!order) return <OrderProblemView problem={problem} onRetry={() => void reload()} />;
  // Back from the provider with the order paid by the top-up: the paid result, as after paying here.
  const paidByTopUp = topUp.state === 'paid' && Boolean(order.paidAt);
  const state = justPaid || paidByTopUp ? 'paid' : cashierState(order, Date.now());
  if (topUp.state === 'waiting') {
    return (
      <div className="mx-auto flex max-w-4xl flex-col gap-6" data-cashier="waiting">
        <CashierSummary order={order} payable={false} onExpired={settle} />
        <TopUpNote topUp={topUp} />
      </div>
    );
  }

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6" data-cashier={state}>
      <CashierSummary order={order} payable={state === 'payable'} onExpired={settle} />
      {!paidByTopUp && <TopUpNote topUp={topUp} />}
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
        <CashierClosed order={order} paid={state === 'paid'} redirect={justPaid || paidByTopUp} />
      )}
    </div>
  );
});
