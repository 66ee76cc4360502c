import type { ReactNode } from 'react';
import { useState } from 'react';
import type { MemberOrderDetailView } from '../../lib/order-state.ts';
import AddressText from '../ui/AddressText.tsx';
import DateTime from '../ui/DateTime.tsx';
import { useLocale, useT } from '../ui/i18n.ts';
import { formatDate } from '../../lib/time.ts';
import FactCard from './FactCard.tsx';
import LogisticsDialog from './LogisticsDialog.tsx';

interface Props {
  order: MemberOrderDetailView;
}

const time = (at: string | null) => (at ? <DateTime at={at} /> : null);

/** Where it goes, how it travels, and the order's own data. */
export default function OrderFacts({ order }: Props) {
  const t = useT();
  const locale = useLocale();
  const [tracking, setTracking] = useState(false);
  const { address, logistics } = order;
  // The shipping promise's date: shown while the order waits to ship and while the parcel travels.
  const expected: [string, ReactNode][] = order.expectedDelivery
    ? [[t('order.logistics.expected'), <time key="e" dateTime={order.expectedDelivery} data-expected-delivery>{formatDate(order.expectedDelivery, locale)}</time>]]
    : [];
  const latestNews = order.timeline.filter((e) => e.kind === 'logistics').at(-1);
  return (
    <div className="grid grid-cols-3 gap-4">
      <FactCard
        title={t('order.detail.address')}
        facts={[
          [t('order.field.consignee'), address.consignee],
          [t('order.field.mobile'), <AddressText key="m" mobile={address.mobile} />],
          [t('order.field.address'), <AddressText key="a" region={address.region} street={address.address} />],
          [t('order.field.packaging'), t('order.parcel.plain')],
          [t('order.field.parcelSender'), <bdi key="s" data-parcel-sender>{order.parcelSender}</bdi>],
        ]}
      />
      <FactCard
        title={t('order.detail.logistics')}
        facts={
          logistics
            ? [
                [t('order.logistics.carrier'), <bdi key="c" data-carrier>{logistics.carrier}</bdi>],
                [t('order.logistics.trackingNo'), <bdi key="n">{logistics.trackingNo}</bdi>],
                [t('order.logistics.latest'), latestNews ? <bdi key="l">{latestNews.detail}</bdi> : null],
                ...expected,
              ]
            : expected
        }
      >
        {logistics ? (
          <div className="mt-3 flex gap-4 text-sm">
            <button type="button" className="text-primary-700 hover:underline" onClick={() => setTracking(true)}>
              {t('order.action.logistics')}
            </button>
            {logistics.trackUrl && (
              <a className="text-primary-700 hover:underline" href={logistics.trackUrl} target="_blank" rel="noopener noreferrer" data-track-link>
                {t('order.logistics.track')}
              </a>
            )}
          </div>
        ) : (
          <p className="text-sm text-gray-600">{t('order.logistics.none')}</p>
        )}
        <LogisticsDialog open={tracking} orderNo={order.orderNo} onClose={() => setTracking(false)} />
      </FactCard>
      <FactCard
        title={t('order.detail.info')}
        facts={[
          [t('order.field.orderNo'), <bdi key="o">{order.orderNo}</bdi>],
          [t('order.field.createdAt'), time(order.createdAt)],
          [t('order.field.paidAt'), time(order.paidAt)],
          [t('order.field.shippedAt'), time(order.shippedAt)],
          [t('order.field.receivedAt'), time(order.receivedAt)],
          [t('order.field.buyerMessage'), order.buyerMessage || t('order.field.noMessage')],
        ]}
      />
    </div>
  );
}
