import { STATUS_LABEL, type OrderStatus } from '../../lib/order-state.ts';
import { useT } from './i18n.ts';

interface Props {
  status: OrderStatus;
  size?: 'md' | 'lg';
}

/** Colour per state: waiting on the member is amber, on the shop purple, on its way blue, done green, ended grey. */
const TONE: Record<OrderStatus, { pill: string; dot: string }> = {
  pending_payment: { pill: 'bg-amber-50 text-amber-900 ring-amber-300', dot: 'bg-amber-500' },
  paid: { pill: 'bg-primary-50 text-primary-800 ring-primary-300', dot: 'bg-primary-500' },
  shipped: { pill: 'bg-sky-50 text-sky-900 ring-sky-300', dot: 'bg-sky-500' },
  received: { pill: 'bg-teal-50 text-teal-900 ring-teal-300', dot: 'bg-teal-500' },
  completed: { pill: 'bg-green-50 text-green-900 ring-green-300', dot: 'bg-green-600' },
  cancelled: { pill: 'bg-gray-100 text-gray-700 ring-gray-300', dot: 'bg-gray-400' },
  refund_requested: { pill: 'bg-orange-50 text-orange-900 ring-orange-300', dot: 'bg-orange-500' },
  refunded: { pill: 'bg-slate-100 text-slate-700 ring-slate-300', dot: 'bg-slate-400' },
};

/** An order's state as a coloured pill, on the order screens, the cashier and the personal centre. */
export default function OrderStatusBadge({ status, size = 'md' }: Props) {
  const t = useT();
  const tone = TONE[status];
  const scale = size === 'lg' ? 'px-3 py-1 text-base' : 'px-2.5 py-0.5 text-sm';
  return (
    <span data-status={status} className={`inline-flex items-center gap-1.5 rounded-full font-medium whitespace-nowrap ring-1 ring-inset ${scale} ${tone.pill}`}>
      <span aria-hidden="true" className={`size-2 rounded-full ${tone.dot}`} />
      {t(STATUS_LABEL[status])}
    </span>
  );
}
