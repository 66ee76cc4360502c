import type { Locale } from '../../lib/i18n/locales.ts';
import type { TFunction } from '../../lib/i18n/messages.ts';
import type { MemberInfo } from '../../lib/schemas/account.ts';
import Cny from '../orders/Cny.tsx';
import { cnyInText } from '../orders/format.ts';
import { topUpHref } from '../orders/hrefs.ts';
import type { OrderDetailView } from '../orders/orderState.ts';
import { linkButton } from '../settings/buttons.ts';
import PayForm from './PayForm.tsx';
import PayPwdSetup from './PayPwdSetup.tsx';
import { payBlockers } from './cashier.ts';

interface Props {
  t: TFunction;
  locale: Locale;
  order: OrderDetailView;
  info: MemberInfo;
  onPaid: () => void;
  onRefused: () => void;
  onAccountChanged: () => void;
}

/** Paying from the balance: what is in it, a way to top up when it is short, then the password. */
export default function CashierPay({ t, locale, order, info, onPaid, onRefused, onAccountChanged }: Props) {
  const { noPayPwd, insufficient, shortBy } = payBlockers(info, order.payAmount);
  return (
    <section aria-labelledby="cashier-pay-title" className="flex flex-col gap-5 rounded-lg bg-white p-6 shadow-sm">
      <h2 id="cashier-pay-title" className="text-lg font-semibold text-gray-900">
        {t('cashier.method.balance')}
      </h2>
      <div className={`flex flex-wrap items-center gap-x-6 gap-y-2 rounded-lg border p-4 ${insufficient ? 'border-red-200 bg-red-50' : 'border-primary-200 bg-primary-50'}`}>
        <p className="text-gray-800">
          {t('cashier.balance')} <Cny fen={info.balance} locale={locale} className="text-lg font-semibold text-gray-900" />
        </p>
        {insufficient && (
          <>
            <p role="alert" className="font-medium text-red-800" data-insufficient>
              {t('cashier.insufficient', { amount: cnyInText(shortBy, locale) })}
            </p>
            <a href={topUpHref(locale, order.orderNo, shortBy)} className={`${linkButton} ms-auto bg-white no-underline`} data-top-up>
              {t('cashier.topUp')}
            </a>
          </>
        )}
      </div>
      {noPayPwd ? (
        <PayPwdSetup t={t} locale={locale} info={info} onChanged={onAccountChanged} />
      ) : (
        <PayForm
          t={t}
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
