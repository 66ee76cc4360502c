import type { Locale } from '../../lib/i18n/locales.ts';
import type { TFunction } from '../../lib/i18n/messages.ts';
import { linkButton, secondaryButton } from '../settings/buttons.ts';
import { cartHref } from './checkoutSource.ts';
import type { CheckoutProblem } from './useCheckout.ts';

interface Props {
  t: TFunction;
  locale: Locale;
  problem: CheckoutProblem;
  onRetry: () => void;
}

/** What shows until the order can be confirmed: loading, nothing to check out, or a failed request. */
export default function CheckoutProblemView({ t, locale, problem, onRetry }: Props) {
  if (problem.kind === 'loading') return <p aria-busy="true" className="py-10 text-gray-600">{t('checkout.loading')}</p>;
  if (problem.kind === 'failed') {
    return (
      <div role="alert" className="flex items-center gap-4 py-10">
        <p className="text-gray-700">{t('checkout.loadFailed')}</p>
        <button type="button" className={secondaryButton} onClick={onRetry}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  return (
    <div role="alert" data-checkout-invalid className="flex flex-col items-start gap-4 rounded-lg border border-gray-200 bg-white px-6 py-10">
      <p className="text-lg font-medium text-gray-900">{problem.kind === 'refused' ? problem.msg : t('checkout.invalid')}</p>
      <p className="text-gray-700">{t('checkout.invalidHint')}</p>
      <a href={cartHref(locale)} className={`${linkButton} no-underline`}>
        {t('checkout.backToCart')}
      </a>
    </div>
  );
}
