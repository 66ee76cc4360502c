import LoadFailed from '../ui/LoadFailed.tsx';
import { buttonClass } from '../ui/buttonStyles.ts';
import { useLocale, useT } from '../ui/i18n.ts';
import { cartHref } from './checkoutSource.ts';
import type { CheckoutProblem } from './useCheckout.ts';

interface Props {
  problem: CheckoutProblem;
  onRetry: () => void;
}

/** What shows until the order can be confirmed: loading, nothing to check out, or a failed request. */
export default function CheckoutProblemView({ problem, onRetry }: Props) {
  const t = useT();
  const locale = useLocale();
  if (problem.kind === 'loading') return <p aria-busy="true" className="py-10 text-gray-600">{t('checkout.loading')}</p>;
  if (problem.kind === 'failed') return <LoadFailed message="checkout.loadFailed" onRetry={onRetry} />;
  return (
    <div role="alert" data-checkout-invalid className="flex flex-col items-start gap-4 rounded-lg border border-gray-200 bg-white px-6 py-10">
      <p className="text-lg font-medium text-gray-900">{problem.kind === 'refused' ? problem.msg : t('checkout.invalid')}</p>
      <p className="text-gray-700">{t('checkout.invalidHint')}</p>
      <a href={cartHref(locale)} className={buttonClass('outline', 'sm')}>
        {t('checkout.backToCart')}
      </a>
    </div>
  );
}
