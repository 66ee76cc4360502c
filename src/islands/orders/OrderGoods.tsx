import { afterSalesApplyHref, goodsHref } from '../../lib/order-hrefs.ts';
import { typeForOrder } from '../../lib/after-sales.ts';
import type { OrderDetailView } from '../../lib/order-state.ts';
import Money from '../ui/Money.tsx';
import UnitPrice from '../ui/UnitPrice.tsx';
import { useLocale, useT } from '../ui/i18n.ts';
import Picture from '../ui/Picture.tsx';
import { PICTURE_USES } from '../../lib/images.ts';

interface Props {
  order: OrderDetailView;
}

/** The goods of the order as bought (name, specification and price then), and the sums. */
export default function OrderGoods({ order }: Props) {
  const t = useT();
  const locale = useLocale();
  const th = 'px-4 py-2.5 text-start text-sm font-medium text-gray-700';
  return (
    <section aria-labelledby="order-goods-title" className="overflow-hidden rounded-lg border border-gray-200">
      <h2 id="order-goods-title" className="border-b border-gray-200 px-4 py-3 font-semibold text-gray-900">
        {t('order.detail.goods')}
      </h2>
      <table className="w-full">
        <thead className="bg-gray-50">
          <tr>
            <th scope="col" className={th}>{t('order.goods.name')}</th>
            <th scope="col" className={th}>{t('order.goods.unitPrice')}</th>
            <th scope="col" className={th}>{t('order.goods.quantity')}</th>
            <th scope="col" className={`${th} text-end`}>{t('order.goods.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.id} className="border-t border-gray-100" data-order-item={item.skuId}>
              <td className="px-4 py-3">
                <div className="flex items-center gap-3">
                  <Picture url={item.image} use={PICTURE_USES.goodsSmall} alt="" width={64} height={64} className="size-16 shrink-0 rounded border border-gray-100 object-cover" />
                  <div className="min-w-0">
                    <a href={goodsHref(locale, item.goodsId)} dir="auto" className="line-clamp-2 text-gray-900 hover:text-primary-700">
                      {item.name}
                    </a>
                    {item.spec && <p dir="auto" className="text-sm text-gray-600">{item.spec}</p>}
                    {item.refunded && <p className="text-sm font-medium text-primary-700" data-item-refunded>{t('order.item.refunded')}</p>}
                    {!item.refunded && typeForOrder(order.status) && (
                      <a href={afterSalesApplyHref(locale, order.orderNo, item.id)} className="text-sm text-primary-700 hover:underline" data-after-sales-link>
                        {t('afterSales.apply')}
                      </a>
                    )}
                  </div>
                </div>
              </td>
              <td className="px-4 py-3 text-gray-800"><UnitPrice line={item} charged /></td>
              <td className="px-4 py-3 text-gray-800">{item.quantity}</td>
              <td className="px-4 py-3 text-end text-gray-900"><Money currency="cny" fen={item.amount} /></td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="ms-auto grid w-80 max-w-full grid-cols-[1fr_auto] gap-x-6 gap-y-1.5 border-t border-gray-200 px-4 py-4 text-sm" data-order-amounts>
        <dt className="text-gray-700">{t('order.amount.goods')}</dt>
        <dd className="text-end text-gray-900"><Money currency="cny" fen={order.goodsAmount} /></dd>
        <dt className="text-gray-700">{t('order.amount.freight')}</dt>
        <dd className="text-end text-gray-900">{order.freight > 0 ? <Money currency="cny" fen={order.freight} /> : t('order.amount.freeShipping')}</dd>
        <dt className="self-center font-medium text-gray-900">{t(order.paidAt ? 'order.amount.paid' : 'order.amount.payable')}</dt>
        <dd className="text-end"><Money currency="cny" fen={order.payAmount} className="text-xl font-semibold text-primary-800" /></dd>
      </dl>
    </section>
  );
}
