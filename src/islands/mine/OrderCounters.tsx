import { useId, type ReactNode } from 'react';
import { formatCount } from '../../lib/count.ts';
import type { MessageKey } from '../../lib/i18n/messages.ts';
import { listHref, listSearch } from '../../lib/order-hrefs.ts';
import type { CentreOrderCounts } from '../../lib/schemas/mine.ts';
import { useLocale, useT } from '../ui/i18n.ts';

type Counter = keyof CentreOrderCounts;

const COUNTERS: { tab: Counter; label: MessageKey; icon: ReactNode }[] = [
  { tab: 'toPay', label: 'order.tab.toPay', icon: <path d="M3 7h18v11H3zM3 11h18M7 15h3" /> },
  { tab: 'toShip', label: 'order.tab.toShip', icon: <path d="M4 8l8-4 8 4v8l-8 4-8-4zM4 8l8 4 8-4M12 12v8" /> },
  { tab: 'toReceive', label: 'order.tab.toReceive', icon: <path d="M2 7h12v9H2zM14 10h4l3 3v3h-7M6 19a2 2 0 1 0 0-.1M17 19a2 2 0 1 0 0-.1" /> },
  { tab: 'toEvaluate', label: 'order.tab.toEvaluate', icon: <path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1L3.2 9.5l6.1-.9z" /> },
  { tab: 'refund', label: 'order.tab.refund', icon: <path d="M4 12a8 8 0 1 0 2.3-5.6M4 4v4h4M9 12h6M12 9v6" /> },
];

/** The member's orders that wait on someone, per tab of the order list, each leading to that tab. */
export default function OrderCounters({ counts }: { counts: CentreOrderCounts }) {
  const t = useT();
  const locale = useLocale();
  const headingId = useId();
  const tabHref = (status: Counter | 'all') => listHref(locale) + listSearch({ status, keyword: undefined, page: 1 });
  return (
    <section aria-labelledby={headingId} data-order-counters className="rounded-lg border border-gray-200 p-5">
      <div className="mb-4 flex items-center justify-between">
        <h2 id={headingId} className="text-lg font-semibold text-gray-900">
          {t('route.title.myOrderList')}
        </h2>
        <a href={tabHref('all')} className="text-sm text-primary-700 hover:underline">
          {t('mine.orders.all')}
        </a>
      </div>
      <ul className="grid grid-cols-5 gap-2">
        {COUNTERS.map(({ tab, label, icon }) => (
          <li key={tab}>
            <a href={tabHref(tab)} data-counter={tab} aria-label={t('mine.orders.counter', { label: t(label), count: formatCount(locale, counts[tab]) })} className="group flex flex-col items-center gap-1.5 rounded-lg px-2 py-3 text-gray-800 no-underline hover:bg-primary-50">
              <span className="relative">
                <svg viewBox="0 0 24 24" aria-hidden="true" className="size-8 fill-none stroke-primary-600 stroke-[1.6] [stroke-linecap:round] [stroke-linejoin:round]">
                  {icon}
                </svg>
                {counts[tab] > 0 && (
                  <span data-count className="absolute -end-3 -top-2 min-w-5 rounded-full bg-red-600 px-1.5 text-center text-xs leading-5 font-semibold text-white">
                    {formatCount(locale, counts[tab])}
                  </span>
                )}
              </span>
              <span className="text-sm group-hover:text-primary-700">{t(label)}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
