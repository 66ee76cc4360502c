import { useId } from 'react';
import { localizePath } from '../../lib/i18n/locales.ts';
import { listHref, orderHref } from '../../lib/order-hrefs.ts';
import { orderButtons, PRIMARY_BUTTONS, shownStatus } from '../../lib/order-state.ts';
import type { OrderView } from '../../lib/schemas/order-view.ts';
import OrderActions from '../orders/OrderActions.tsx';
import DateTime from '../ui/DateTime.tsx';
import Money from '../ui/Money.tsx';
import OrderStatusBadge from '../ui/OrderStatusBadge.tsx';
import { useLocale, useT } from '../ui/i18n.ts';
import Picture from '../ui/Picture.tsx';
import { PICTURE_USES } from '../../lib/images.ts';

interface Props {
  orders: OrderView[];
  onChanged: () => void;
}

/** The latest orders, each with its state and the step it waits for (pay, confirm receipt, review). */
export default function RecentOrders({ orders, onChanged }: Props) {
  const t = useT();
  const locale = useLocale();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-recent-orders className="rounded-lg border border-gray-200 p-5">
      <div className="mb-2 flex items-center justify-between">
        <h2 id={headingId} className="text-lg font-semibold text-gray-900">
          {t('mine.orders.recent')}
        </h2>
        {orders.length > 0 && (
          <a href={listHref(locale)} className="text-sm text-primary-700 hover:underline">
            {t('mine.orders.all')}
          </a>
        )}
      </div>
      {orders.length === 0 ? (
        <p className="py-6 text-center text-gray-600" data-recent-orders-empty>
          {t('mine.orders.none')}{' '}
          <a href={localizePath('/goods/list', locale)} className="text-primary-700 underline hover:text-primary-800">
            {t('order.list.goShopping')}
          </a>
        </p>
      ) : (
        <ul>
          {orders.map((order) => (
            <RecentOrder key={order.orderNo} order={order} onChanged={onChanged} />
          ))}
        </ul>
      )}
    </section>
  );
}

function RecentOrder({ order, onChanged }: { order: OrderView; onChanged: () => void }) {
  const t = useT();
  const locale = useLocale();
  const numberId = useId();
  const now = Date.now();
  const next = orderButtons(order, now).some((button) => PRIMARY_BUTTONS.has(button));
  return (
    <li data-recent-order={order.orderNo} className="flex items-center gap-4 border-t border-gray-100 py-3 first:border-t-0">
      <div className="flex shrink-0 gap-1">
        {order.items.slice(0, 3).map((item) => (
          <Picture key={item.id} url={item.image} use={PICTURE_USES.goodsSmall} alt="" width={48} height={48} loading="lazy" className="size-12 rounded border border-gray-100 object-cover" />
        ))}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5 text-sm">
        <a id={numberId} href={orderHref(locale, 'details', order.orderNo)} className="truncate text-gray-900 hover:text-primary-700">
          {t('order.field.orderNo')} <bdi>{order.orderNo}</bdi>
        </a>
        <DateTime at={order.createdAt} className="text-gray-600" />
      </div>
      <Money currency="cny" fen={order.payAmount} className="w-28 shrink-0 text-end font-semibold text-gray-900" />
      <span className="w-32 shrink-0 text-center">
        <OrderStatusBadge status={shownStatus(order, now)} />
      </span>
      <div className="w-36 shrink-0">
        {next ? (
          <OrderActions order={order} only={PRIMARY_BUTTONS} describedBy={numberId} onChanged={onChanged} onDeleted={onChanged} />
        ) : (
          <a href={orderHref(locale, 'details', order.orderNo)} aria-describedby={numberId} className="block text-end text-sm text-primary-700 hover:underline">
            {t('order.action.details')}
          </a>
        )}
      </div>
    </li>
  );
}
