import { cnyInText } from '../../lib/money.ts';
import { useLocale, useT } from '../ui/i18n.ts';
import type { TopUpReturn } from './useTopUpReturn.ts';

/** What became of the payment the shopper just made at the provider, when the order does not say it by itself. */
export default function TopUpNote({ topUp }: { topUp: TopUpReturn }) {
  const t = useT();
  const locale = useLocale();
  if (topUp.state === 'waiting') {
    return (
      <p role="status" aria-busy="true" className="rounded-lg border border-primary-200 bg-primary-50 p-4 text-gray-800" data-top-up-return="waiting">
        {t('cashier.topUpWaiting')}
      </p>
    );
  }
  if (topUp.state === 'failed') {
    return (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 font-medium text-red-800" data-top-up-return="failed">
        {t('cashier.topUpFailed')}
      </p>
    );
  }
  if (topUp.state === 'paid') {
    return (
      <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 font-medium text-gray-900" data-top-up-return="kept">
        {t('cashier.topUpKept', { amount: cnyInText(topUp.amount, locale) })}
      </p>
    );
  }
  return null;
}
