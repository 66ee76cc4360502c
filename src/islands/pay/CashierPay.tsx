import { cnyInText } from '../../lib/money.ts';
import { topUpHref } from '../../lib/order-hrefs.ts';
import type { OrderDetailView } from '../../lib/order-state.ts';
import type { MemberInfo } from '../../lib/schemas/account.ts';
import Money from '../ui/Money.tsx';
import { buttonClass } from '../ui/buttonStyles.ts';
import { useLocale, useT } from '../ui/i18n.ts';
import PayForm from './PayForm.tsx';
import PayWithTopUp from './PayWithTopUp.tsx';
import PayPwdSetup from './PayPwdSetup.tsx';
import { payBlockers } from './cashier.ts';

interface Props {
  order: OrderDetailView;
  info: MemberInfo;
  onPaid: () => void;
  onRefused: () => void;
  onAccountChanged: () => void;
}

/** Paying from the balance: what is in it, when it is short a way to top up or to pay the difference at once, then the password. */
export default function CashierPay({ order, info, onPaid, onRefused, onAccountChanged }: Props) {
  const t = useT();
  const locale = useLocale();
  const { noPayPwd, insufficient, shortBy } = payBlockers(info, order.payAmount);
  return (
    <section aria-labelledby="cashier-pay-title" className="flex flex-col gap-5 rounded-lg bg-white p-6 shadow-sm">
      <h2 id="cashier-pay-title" className="text-lg font-semibold text-gray-900">
        {t('cashier.method.balance')}
      </h2>
      <div className={`flex flex-wrap items-center gap-x-6 gap-y-2 rounded-lg border p-4 ${insufficient ? 'border-red-200 bg-red-50' : 'border-primary-200 bg-primary-50'}`}>
        <p className="text-gray-800">
          {t('cashier.balance')} <Money currency="cny" fen={info.balance} className="text-lg font-semibold text-gray-900" />
        </p>
        {insufficient && (
          <>
            <p role="alert" className="font-medium text-red-800" data-insufficient>
              {t('cashier.insufficient', { amount: cnyInText(shortBy, locale) })}
            </p>
            <a href={topUpHref(locale, order.orderNo, shortBy)} className={`${buttonClass('outline', 'sm')} ms-auto bg-white`} data-top-up>
              {t('cashier.topUp')}
            </a>
            <PayWithTopUp orderNo={order.orderNo} shortBy={shortBy} />
          </>
        )}
      </div>
      {noPayPwd ? (
        <PayPwdSetup info={info} onChanged={onAccountChanged} />
      ) : (
        <PayForm
          orderNo={order.orderNo}
          submitLabel={t('cashier.submit', { amount: cnyInText(order.payAmount, locale) })}
          disabled={insufficient}
          onPaid={onPaid}
          onRefused={onRefused}
        />
      )}
    </section>
  );
}
