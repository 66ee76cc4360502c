import { cnyInText } from '../../lib/money.ts';
import { goodsHref, orderHref } from '../../lib/order-hrefs.ts';
import { shownStatus, type OrderView } from '../../lib/order-state.ts';
import DateTime from '../ui/DateTime.tsx';
import Money from '../ui/Money.tsx';
import OrderStatusBadge from '../ui/OrderStatusBadge.tsx';
import UnitPrice from '../ui/UnitPrice.tsx';
import { useLocale, useT } from '../ui/i18n.ts';
import OrderActions from './OrderActions.tsx';
import Picture from '../ui/Picture.tsx';
import { PICTURE_USES } from '../../lib/images.ts';

interface Props {
  order: OrderView;
  onChanged: () => void;
}

/** One order in the list: when and which, its goods, what it costs, and what can be done with it. */
export default function OrderCard({ order, onChanged }: Props) {
  const t = useT();
  const locale = useLocale();
  const headingId = `order-${order.orderNo}`;
  const detail = orderHref(locale, 'details', order.orderNo);
  return (
    <article aria-labelledby={headingId} className="overflow-hidden rounded-lg border border-gray-200" data-order={order.orderNo}>
      <header className="flex flex-wrap items-center gap-x-6 gap-y-1 bg-gray-50 px-4 py-2.5 text-sm text-gray-700">
        <DateTime at={order.createdAt} />
        <h2 id={headingId} className="font-normal">
          {t('order.field.orderNo')} <bdi className="text-gray-900">{order.orderNo}</bdi>
        </h2>
        <span className="ms-auto">
          <OrderStatusBadge status={shownStatus(order, Date.now())} />
        </span>
      </header>
      <div className="grid grid-cols-[1fr_10rem_minmax(9rem,max-content)] gap-4 px-4 py-3">
        <ul className="flex flex-col gap-3">
          {order.items.map((item) => (
            <li key={item.id} className="flex gap-3" data-order-item={item.skuId}>
              <Picture url={item.image} use={PICTURE_USES.goodsSmall} alt="" width={64} height={64} loading="lazy" className="size-16 shrink-0 rounded border border-gray-100 object-cover" />
              <div className="min-w-0 flex-1">
                <a href={goodsHref(locale, item.goodsId)} dir="auto" className="line-clamp-2 text-gray-900 hover:text-primary-700">
                  {item.name}
                </a>
                {item.spec && <p dir="auto" className="text-sm text-gray-600">{item.spec}</p>}
              </div>
              <div className="flex shrink-0 gap-1.5 text-sm text-gray-700">
                <UnitPrice line={item} charged className="items-end" />
                <span>× {item.quantity}</span>
              </div>
            </li>
          ))}
        </ul>
        <div className="border-s border-gray-100 ps-4 text-sm text-gray-700">
          <p>{t(order.paidAt ? 'order.amount.paid' : 'order.amount.payable')}</p>
          <Money currency="cny" fen={order.payAmount} className="text-lg font-semibold text-gray-900" />
          <p className="text-xs text-gray-600">
            {order.freight > 0 ? t('order.amount.withFreight', { freight: cnyInText(order.freight, locale) }) : t('order.amount.freeShipping')}
          </p>
        </div>
        <div className="flex flex-col gap-2 border-s border-gray-100 ps-4 [&_[data-action]]:whitespace-nowrap">
          <a href={detail} className="text-center text-sm text-primary-700 hover:underline" aria-describedby={headingId} data-action="details">
            {t('order.action.details')}
          </a>
          <OrderActions order={order} describedBy={headingId} layout="column" onChanged={onChanged} onDeleted={onChanged} />
        </div>
      </div>
    </article>
  );
}
