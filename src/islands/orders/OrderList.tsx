import { useId } from 'react';
import { homeHref } from '../../lib/order-hrefs.ts';
import { island } from '../ui/I18nProvider.tsx';
import LoadFailed from '../ui/LoadFailed.tsx';
import Pager from '../ui/Pager.tsx';
import { useLocale, useT } from '../ui/i18n.ts';
import OrderCard from './OrderCard.tsx';
import OrderSearch from './OrderSearch.tsx';
import OrderTabs from './OrderTabs.tsx';
import { useOrderList } from './useOrderList.ts';

/** /mine/myOrder/list: the member's orders by state, searchable, a page at a time. Client only. */
export default island(function OrderList() {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const { query, setQuery, setPage, result, counts, loading, failed, reload } = useOrderList();

  return (
    <div data-order-list>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
        <OrderTabs id={id} current={query.status} counts={counts} onSelect={(status) => setQuery({ status })} />
        <OrderSearch keyword={query.keyword ?? ''} onSearch={(keyword) => setQuery({ keyword: keyword || undefined })} />
      </div>
      <section id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${query.status}`} aria-busy={loading} className="flex flex-col gap-4">
        {failed && !result && <LoadFailed message="order.loadFailed" onRetry={reload} />}
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
        {result?.list.map((order) => <OrderCard key={order.orderNo} order={order} onChanged={reload} />)}
        {result && <Pager label="order.pager.label" page={result.page} pageSize={result.pageSize} total={result.total} onPage={setPage} />}
      </section>
    </div>
  );
});
