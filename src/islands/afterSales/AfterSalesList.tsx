import { TYPE_KEYS } from '../../lib/after-sales.ts';
import { island } from '../ui/I18nProvider.tsx';
import { useEffect, useState } from 'react';
import { http } from '../../lib/api/index.ts';
import { afterSalesHref } from '../../lib/order-hrefs.ts';
import type { AfterSalesView } from '../../lib/schemas/after-sales.ts';
import type { Page } from '../../lib/schemas/goods.ts';
import DateTime from '../ui/DateTime.tsx';
import { useLocale, useT } from '../ui/i18n.ts';
import LoadFailed from '../ui/LoadFailed.tsx';
import Pager from '../ui/Pager.tsx';
import Picture from '../ui/Picture.tsx';
import { PICTURE_USES } from '../../lib/images.ts';
import AfterSalesStatusBadge from './AfterSalesStatusBadge.tsx';

const PAGE_SIZE = 10;

/** The member's after-sales requests, newest first, each with where it stands. */
export default island(function AfterSalesList() {
  const t = useT();
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const [data, setData] = useState<Page<AfterSalesView> | null>(null);
  const [failed, setFailed] = useState(false);
  const load = (p: number) =>
    http.get<Page<AfterSalesView>>('after-sales/list', { page: p, pageSize: PAGE_SIZE }, { silentError: true }).then(
      (d) => {
        setData(d);
        setFailed(false);
      },
      () => setFailed(true),
    );
  useEffect(() => void load(page), [page]);

  if (failed) return <LoadFailed message="order.loadFailed" onRetry={() => void load(page)} />;
  if (!data)
    return (
      <p aria-busy="true" className="py-10 text-gray-600">
        {t('order.loading')}
      </p>
    );
  if (data.list.length === 0) return <p className="py-10 text-gray-600">{t('afterSales.empty')}</p>;
  return (
    <>
      <ul className="flex flex-col divide-y divide-gray-100" data-after-sales-list>
        {data.list.map((r) => (
          <li key={r.id} className="flex items-center gap-4 py-4" data-after-sales-row={r.id}>
            <Picture url={r.image} use={PICTURE_USES.goodsSmall} alt="" width={64} height={64} className="size-16 shrink-0 rounded object-cover" />
            <div className="min-w-0 flex-1">
              <a href={afterSalesHref(locale, r.id)} dir="auto" className="line-clamp-1 text-gray-900 hover:text-primary-700">
                {r.name}
              </a>
              <p className="text-sm text-gray-600">
                {t(TYPE_KEYS[r.type])} · {r.reasonLabel} · <DateTime at={r.createdAt} />
              </p>
            </div>
            <AfterSalesStatusBadge status={r.status} />
            <a href={afterSalesHref(locale, r.id)} className="text-sm text-primary-700 hover:underline">
              {t('afterSales.view')}
            </a>
          </li>
        ))}
      </ul>
      <Pager label="route.title.myAfterSales" page={page} pageSize={PAGE_SIZE} total={data.total} onPage={setPage} />
    </>
  );
});
