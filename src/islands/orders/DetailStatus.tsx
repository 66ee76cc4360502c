import { isolate } from '../../lib/i18n/bidi.ts';
import { explainStatus } from '../../lib/order-explain.ts';
import { shownStatus, type OrderDetailView } from '../../lib/order-state.ts';
import PayCountdown from '../pay/PayCountdown.tsx';
import OrderStatusBadge from '../ui/OrderStatusBadge.tsx';
import { useT } from '../ui/i18n.ts';
import OrderActions from './OrderActions.tsx';

interface Props {
  order: OrderDetailView;
  onChanged: () => void;
  onDeleted: () => void;
  /** The payment deadline passed while the screen was open. */
  onExpired: () => void;
}

/** The head of the order detail: its state in words, the time left to pay, and what can be done now. */
export default function DetailStatus({ order, onChanged, onDeleted, onExpired }: Props) {
  const t = useT();
  const now = Date.now();
  const status = shownStatus(order, now);
  const { sentence, reason } = explainStatus(order, now);
  return (
    <section aria-labelledby="order-status-title" className="rounded-lg border border-primary-100 bg-primary-50/60 p-5" data-order-status={status}>
      <div className="flex flex-wrap items-start gap-4">
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <h2 id="order-status-title" className="flex flex-wrap items-center gap-3 text-gray-800">
            <span className="sr-only">{t('order.detail.status')}</span>
            <OrderStatusBadge status={status} size="lg" />
            <span className="text-sm text-gray-700">
              {t('order.field.orderNo')} <bdi>{order.orderNo}</bdi>
            </span>
          </h2>
          <p className="text-gray-800">{t(sentence)}</p>
          {reason && (
            <p className="text-sm text-gray-700" data-reason>
              {t(status === 'cancelled' ? 'order.reason.cancel' : 'order.reason.refund', {
                reason: 'key' in reason ? t(reason.key) : isolate(reason.text),
              })}
            </p>
          )}
          {status === 'pending_payment' && <PayCountdown deadline={order.payDeadline} onEnd={onExpired} />}
        </div>
        <OrderActions
          order={order}
          hasLogistics={order.logistics !== null}
          describedBy="order-status-title"
          onChanged={onChanged}
          onDeleted={onDeleted}
          leavesOnDelete
        />
      </div>
    </section>
  );
}
