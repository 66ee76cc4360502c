import { useId } from 'react';
import type { Locale } from '../../lib/i18n/locales.ts';
import { createT } from '../../lib/i18n/messages.ts';
import { homeHref } from './hrefs.ts';
import LoadFailed from './LoadFailed.tsx';
import OrderCard from './OrderCard.tsx';
import OrderSearch from './OrderSearch.tsx';
import OrderTabs from './OrderTabs.tsx';
import Pager from './Pager.tsx';
import { useOrderList } from './useOrderList.ts';

interface Props {
  locale: Locale;
}

/** /mine/myOrder/list: the member's orders by state, searchable, a page at a time. Client only. */
export default function OrderList({ locale }: Props) {
  const t = createT(locale);
  const id = useId();
  const { query, setQuery, result, counts, loading, failed, reload } = useOrderList();

  return (
    <div data-order-list>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
        <OrderTabs t={t} id={id} current={query.status} counts={counts} onSelect={(status) => setQuery({ status })} />
        <OrderSearch t={t} keyword={query.keyword ?? ''} onSearch={(keyword) => setQuery({ keyword: keyword || undefined })} />
      </div>
      <section id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${query.status}`} aria-busy={loading} className="flex flex-col gap-4">
        {failed && !result && <LoadFailed t={t} onRetry={reload} />}
        {!failed && !result && <p className="py-10 text-gray-600">{t('order.loading')}</p>}
        {result && result.list.length === 0 && (
          <div className="flex flex-col items-center gap-3 py-16 text-gray-600" data-order-empty>
            <p>{t(query.keyword ? 'order.list.noMatch' : 'order.list.empty')}</p>
            {!query.keyword && (
              <a href={homeHref(locale)} className="text-primary-700 hover:underline">
                {t('order.list.goShopping')}
              </a>
            )}
          </div>
        )}
        {result?.list.map((order) => <OrderCard key={order.orderNo} t={t} locale={locale} order={order} onChanged={reload} />)}
        {result && <Pager t={t} page={result.page} pageSize={result.pageSize} total={result.total} onPage={(page) => setQuery({ page })} />}
      </section>
    </div>
  );
}
