import type { Locale } from '../../lib/i18n/locales.ts';
import type { TFunction } from '../../lib/i18n/messages.ts';
import { linkButton } from '../settings/buttons.ts';
import LoadFailed from './LoadFailed.tsx';
import { listHref } from './hrefs.ts';
import type { OrderProblem } from './useOrder.ts';

interface Props {
  t: TFunction;
  locale: Locale;
  problem: OrderProblem | null;
  onRetry: () => void;
}

/** What an order screen shows until its order is there: loading, no such order, or a failed request. */
export default function OrderProblemView({ t, locale, problem, onRetry }: Props) {
  if (!problem) return <p aria-busy="true" className="py-10 text-gray-600">{t('order.loading')}</p>;
  if (problem.kind === 'failed') return <LoadFailed t={t} onRetry={onRetry} />;
  return (
    <div role="alert" className="flex flex-col items-start gap-4 py-10" data-order-missing>
      <p className="text-gray-800">{problem.msg ?? t('order.notFound')}</p>
      <a href={listHref(locale)} className={`${linkButton} no-underline`}>
        {t('order.action.backToList')}
      </a>
    </div>
  );
}
