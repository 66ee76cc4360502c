import { useId } from 'react';
import { formatCny } from '../../lib/money.ts';
import { LEDGER_FILTERS, type LedgerFilter } from '../../lib/schemas/balance.ts';
import DateTime from '../ui/DateTime.tsx';
import LoadFailed from '../ui/LoadFailed.tsx';
import Pager from '../ui/Pager.tsx';
import { inputClass } from '../ui/forms.ts';
import { useLocale, useT } from '../ui/i18n.ts';
import { LEDGER_TYPE_LABEL, relatedOf } from './ledgerView.ts';
import type { useLedger } from './useLedger.ts';

interface Props {
  ledger: ReturnType<typeof useLedger>;
}

/** The consumption records from the ledger: every credit and debit with the balance after it. */
export default function LedgerSection({ ledger }: Props) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const { query, result, failed, loading, setQuery, setPage, reload } = ledger;
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border border-gray-200 p-6" data-ledger>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-4">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-gray-900">
          {t('balance.records.heading')}
        </h2>
        <label className="flex items-center gap-2 text-sm whitespace-nowrap text-gray-800">
          {t('balance.records.filter')}
          <select value={query.type} onChange={(e) => setQuery({ type: e.target.value as LedgerFilter })} className={`${inputClass} w-48`}>
            {LEDGER_FILTERS.map((type) => (
              <option key={type} value={type}>
                {t(LEDGER_TYPE_LABEL[type])}
              </option>
            ))}
          </select>
        </label>
      </div>
      {failed && !result && <LoadFailed message="balance.records.failed" onRetry={reload} />}
      {result && result.list.length === 0 && <p className="py-10 text-center text-gray-600">{t('balance.records.empty')}</p>}
      {result && result.list.length > 0 && (
        <table className="w-full text-start text-sm" aria-busy={loading}>
          <thead className="border-b border-gray-200 text-gray-600">
            <tr>
              <th scope="col" className="py-2 text-start font-medium">{t('balance.records.col.time')}</th>
              <th scope="col" className="py-2 text-start font-medium">{t('balance.records.col.type')}</th>
              <th scope="col" className="py-2 text-end font-medium">{t('balance.records.col.amount')}</th>
              <th scope="col" className="py-2 text-end font-medium">{t('balance.records.col.balanceAfter')}</th>
              <th scope="col" className="ps-6 py-2 text-start font-medium">{t('balance.records.col.related')}</th>
            </tr>
          </thead>
          <tbody>
            {result.list.map((line) => {
              const related = relatedOf(line, t, locale);
              return (
                <tr key={line.id} className="border-b border-gray-100" data-ledger-line={line.type}>
                  <td className="py-3 text-gray-700">
                    <DateTime at={line.createdAt} />
                  </td>
                  <td className="py-3 text-gray-900">{t(LEDGER_TYPE_LABEL[line.type])}</td>
                  <td className={`py-3 text-end font-semibold ${line.amount > 0 ? 'text-green-800' : 'text-gray-900'}`} data-amount={line.amount}>
                    <bdi>{`${line.amount > 0 ? '+' : '−'}${formatCny(Math.abs(line.amount), locale)}`}</bdi>
                  </td>
                  <td className="py-3 text-end text-gray-700">
                    <bdi>{formatCny(line.balanceAfter, locale)}</bdi>
                  </td>
                  <td className="ps-6 py-3 text-gray-700">
                    {related?.href ? (
                      <a href={related.href} className="text-primary-700 hover:underline">
                        {related.text}
                      </a>
                    ) : (
                      related?.text
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {result && <Pager label="balance.records.pages" page={result.page} pageSize={result.pageSize} total={result.total} onPage={setPage} />}
    </section>
  );
}
