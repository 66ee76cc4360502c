import type { OrderDetailView } from '../../lib/order-state.ts';
import AddressText from '../ui/AddressText.tsx';
import Money from '../ui/Money.tsx';
import UnitPrice from '../ui/UnitPrice.tsx';
import { useT } from '../ui/i18n.ts';
import PayCountdown from './PayCountdown.tsx';

interface Props {
  order: OrderDetailView;
  /** Still waiting for payment: the countdown runs. */
  payable: boolean;
  onExpired: () => void;
}

/** What is being paid: the order, where it goes, its lines with their specification (as the order page shows them), the amount, and the time left. */
export default function CashierSummary({ order, payable, onExpired }: Props) {
  const t = useT();
  const { address } = order;
  return (
    <section aria-labelledby="cashier-order-title" className="flex flex-wrap items-start justify-between gap-6 rounded-lg bg-white p-6 shadow-sm">
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h2 id="cashier-order-title" className="text-lg font-semibold text-gray-900">
          {t(payable ? 'cashier.heading' : 'cashier.headingOrder')}
        </h2>
        <p className="text-sm text-gray-700">
          {t('order.field.orderNo')} <bdi className="text-gray-900">{order.orderNo}</bdi>
        </p>
        <p className="text-sm text-gray-700">
          {t('cashier.deliverTo')} <AddressText name={address.consignee} mobile={address.mobile} region={address.region} street={address.address} />
        </p>
        <ul className="flex flex-col gap-1 text-sm text-gray-700" aria-label={t('order.detail.goods')}>
          {order.items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-baseline gap-x-3" data-order-item={item.skuId}>
              <bdi className="min-w-0 truncate text-gray-900">{item.name}</bdi>
              {item.spec && <bdi className="text-gray-600" data-item-spec>{item.spec}</bdi>}
              <UnitPrice line={item} charged layout="inline" />
              <span>× {item.quantity}</span>
            </li>
          ))}
        </ul>
        {payable && <PayCountdown deadline={order.payDeadline} onEnd={onExpired} />}
      </div>
      <p className="flex flex-col items-end gap-1 text-end">
        <span className="text-gray-700">{t('order.amount.payable')}</span>
        <Money currency="cny" fen={order.payAmount} className="text-3xl font-bold text-primary-800" />
      </p>
    </section>
  );
}
