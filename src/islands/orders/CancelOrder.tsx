import { orderHref } from '../../lib/order-hrefs.ts';
import { orderButtons, shownStatus } from '../../lib/order-state.ts';
import { island } from '../ui/I18nProvider.tsx';
import Money from '../ui/Money.tsx';
import OrderProblemView from '../ui/OrderProblemView.tsx';
import OrderStatusBadge from '../ui/OrderStatusBadge.tsx';
import UnitPrice from '../ui/UnitPrice.tsx';
import { buttonClass } from '../ui/buttonStyles.ts';
import { useLocale, useT } from '../ui/i18n.ts';
import { useOrder } from '../ui/useOrder.ts';
import CancelForm from './CancelForm.tsx';

/** /mine/myOrder/cancel?orderNo=: cancelling an unpaid order, with a reason and a last confirmation. Client only. */
export default island(function CancelOrder() {
  const t = useT();
  const locale = useLocale();
  const { order, problem, reload } = useOrder();
  if (!order) return <OrderProblemView problem={problem} onRetry={() => void reload()} />;

  const detail = orderHref(locale, 'details', order.orderNo);
  const cancellable = orderButtons(order, Date.now()).includes('cancel');
  return (
    <div className="flex max-w-2xl flex-col gap-5" data-cancel-order={order.orderNo}>
      <section aria-labelledby="cancel-order-title" className="rounded-lg border border-gray-200 p-4">
        <h2 id="cancel-order-title" className="sr-only">
          {t('order.cancel.summary')}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
          <dt className="text-gray-600">{t('order.field.orderNo')}</dt>
          <dd className="text-gray-900">
            <bdi>{order.orderNo}</bdi>
          </dd>
          <dt className="text-gray-600">{t('order.detail.status')}</dt>
          <dd>
            <OrderStatusBadge status={shownStatus(order, Date.now())} />
          </dd>
          <dt className="text-gray-600">{t('order.detail.goods')}</dt>
          <dd className="text-gray-900">
            <ul className="flex flex-col gap-1">
              {order.items.map((item) => (
                <li key={item.id} className="flex flex-wrap items-baseline gap-x-3" data-order-item={item.skuId}>
                  <bdi>{item.name}</bdi>
                  <UnitPrice line={item} charged layout="inline" />
                  <span>× {item.quantity}</span>
                </li>
              ))}
            </ul>
          </dd>
          <dt className="text-gray-600">{t('order.amount.payable')}</dt>
          <dd>
            <Money currency="cny" fen={order.payAmount} className="font-semibold text-gray-900" />
          </dd>
        </dl>
      </section>
      {cancellable ? (
        <CancelForm orderNo={order.orderNo} detailHref={detail} />
      ) : (
        <div role="status" className="flex flex-col items-start gap-4" data-not-cancellable>
          <p className="text-gray-800">{t('order.cancel.notPossible')}</p>
          <a href={detail} className={buttonClass('outline', 'sm')}>
            {t('order.action.details')}
          </a>
        </div>
      )}
    </div>
  );
});
