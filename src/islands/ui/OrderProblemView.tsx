import { listHref } from '../../lib/order-hrefs.ts';
import LoadFailed from './LoadFailed.tsx';
import { buttonClass } from './buttonStyles.ts';
import { useLocale, useT } from './i18n.ts';
import type { OrderProblem } from './useOrder.ts';

interface Props {
  problem: OrderProblem | null;
  onRetry: () => void;
}

/** What an order screen shows until its order is there: loading, no such order, or a failed request. */
export default function OrderProblemView({ problem, onRetry }: Props) {
  const t = useT();
  const locale = useLocale();
  if (!problem) return <p aria-busy="true" className="py-10 text-gray-600">{t('order.loading')}</p>;
  if (problem.kind === 'failed') return <LoadFailed message="order.loadFailed" onRetry={onRetry} />;
  return (
    <div role="alert" className="flex flex-col items-start gap-4 py-10" data-order-missing>
      <p className="text-gray-800">{problem.msg ?? t('order.notFound')}</p>
      <a href={listHref(locale)} className={buttonClass('outline', 'sm')}>
        {t('order.action.backToList')}
      </a>
    </div>
  );
}
