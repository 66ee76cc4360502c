import { listHref } from '../../lib/order-hrefs.ts';
import { island } from '../ui/I18nProvider.tsx';
import OrderProblemView from '../ui/OrderProblemView.tsx';
import { useLocale, useT } from '../ui/i18n.ts';
import { useOrder } from '../ui/useOrder.ts';
import { useSettle } from '../ui/useSettle.ts';
import DetailStatus from './DetailStatus.tsx';
import OrderFacts from './OrderFacts.tsx';
import OrderGoods from './OrderGoods.tsx';
import TimelineList from './TimelineList.tsx';
import { timelineSteps } from './timeline.ts';

/** /mine/myOrder/details?orderNo=: one order's state, progress, address, parcel, goods and sums. Client only. */
export default island(function OrderDetail() {
  const t = useT();
  const locale = useLocale();
  const { order, problem, reload } = useOrder();
  const settle = useSettle(reload);
  if (!order) return <OrderProblemView problem={problem} onRetry={() => void reload()} />;

  return (
    <div className="flex flex-col gap-5" data-order-detail={order.orderNo}>
      <DetailStatus
        order={order}
        onChanged={() => void reload()}
        onDeleted={() => location.assign(listHref(locale))}
        onExpired={settle}
      />
      <section aria-labelledby="order-progress-title" className="rounded-lg border border-gray-200 p-4">
        <h2 id="order-progress-title" className="mb-3 font-semibold text-gray-900">
          {t('order.detail.progress')}
        </h2>
        <TimelineList steps={timelineSteps(order, Date.now())} latest="last" />
      </section>
      <OrderFacts order={order} />
      <OrderGoods order={order} />
    </div>
  );
});
