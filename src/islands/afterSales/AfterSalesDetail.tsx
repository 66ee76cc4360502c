import { TYPE_KEYS } from '../../lib/after-sales.ts';
import { island } from '../ui/I18nProvider.tsx';
import { useCallback, useEffect, useState } from 'react';
import { http, isApiError } from '../../lib/api/index.ts';
import { orderHref } from '../../lib/order-hrefs.ts';
import { shipBackSchema, type AfterSalesView } from '../../lib/schemas/after-sales.ts';
import Button from '../ui/Button.tsx';
import ConfirmDialog from '../ui/ConfirmDialog.tsx';
import DateTime from '../ui/DateTime.tsx';
import Field from '../ui/Field.tsx';
import { useLocale, useT } from '../ui/i18n.ts';
import LoadFailed from '../ui/LoadFailed.tsx';
import Money from '../ui/Money.tsx';
import Picture from '../ui/Picture.tsx';
import { useForm } from '../ui/useForm.ts';
import { PICTURE_USES } from '../../lib/images.ts';
import AfterSalesLine from './AfterSalesLine.tsx';
import AfterSalesStatusBadge from './AfterSalesStatusBadge.tsx';

/** The parcel a member sends back for an approved return. */
function ShipBackForm({ id, onDone }: { id: number; onDone: (v: AfterSalesView) => void }) {
  const t = useT();
  const { values, errors, busy, set, submit } = useForm({
    initial: { id, carrier: '', trackingNo: '' },
    schema: shipBackSchema,
    send: async (v) =>
      onDone(
        await http.post<AfterSalesView>('after-sales/ship-back', v, {
          showSuccess: true,
        }),
      ),
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex max-w-md flex-col gap-2 rounded-lg bg-gray-50 p-5" data-ship-back>
      <h2 className="font-semibold text-gray-900">{t('afterSales.shipBack.title')}</h2>
      <Field
        label={t('afterSales.shipBack.carrier')}
        value={values.carrier}
        onChange={(e) => set('carrier', e.target.value)}
        error={errors.carrier && t(errors.carrier)}
        maxLength={40}
      />
      <Field
        label={t('afterSales.shipBack.trackingNo')}
        value={values.trackingNo}
        onChange={(e) => set('trackingNo', e.target.value)}
        error={errors.trackingNo && t(errors.trackingNo)}
        maxLength={40}
        dir="ltr"
      />
      <div>
        <Button type="submit" busy={busy}>
          {t('afterSales.shipBack.submit')}
        </Button>
      </div>
    </form>
  );
}

/** One after-sales request: its line, type, reason, note and pictures, where it stands, and the member's next step. */
export default island(function AfterSalesDetail() {
  const t = useT();
  const locale = useLocale();
  const [id] = useState(() => Number(new URLSearchParams(location.search).get('id')));
  const [view, setView] = useState<AfterSalesView | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const load = useCallback(async () => {
    try {
      setView(await http.get<AfterSalesView>('after-sales/detail', { id }, { silentError: true }));
    } catch (err) {
      setProblem(isApiError(err) && err.kind === 'business' ? err.msg : 'failed');
    }
  }, [id]);
  useEffect(() => void load(), [load]);

  if (problem === 'failed') return <LoadFailed message="order.loadFailed" onRetry={() => void load()} />;
  if (problem)
    return (
      <p role="alert" className="py-10 text-gray-800">
        {problem}
      </p>
    );
  if (!view)
    return (
      <p aria-busy="true" className="py-10 text-gray-600">
        {t('order.loading')}
      </p>
    );

  return (
    <div className="flex flex-col gap-6" data-after-sales={view.id} data-status={view.status}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <AfterSalesStatusBadge status={view.status} />
        <a href={orderHref(locale, 'details', view.orderNo)} className="text-sm text-primary-700 hover:underline" dir="ltr">
          {view.orderNo}
        </a>
      </div>
      <AfterSalesLine line={view} />
      <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
        <dt className="text-gray-600">{t('afterSales.form.type')}</dt>
        <dd className="text-gray-900">{t(TYPE_KEYS[view.type])}</dd>
        <dt className="text-gray-600">{t('afterSales.form.reason')}</dt>
        <dd className="text-gray-900" data-reason>
          {view.reasonLabel}
        </dd>
        {view.note && (
          <>
            <dt className="text-gray-600">{t('afterSales.form.note')}</dt>
            <dd dir="auto" className="whitespace-pre-line text-gray-900">
              {view.note}
            </dd>
          </>
        )}
        <dt className="text-gray-600">{t('afterSales.sentAt')}</dt>
        <dd className="text-gray-900">
          <DateTime at={view.createdAt} />
        </dd>
        {view.refuseReason && (
          <>
            <dt className="text-gray-600">{t('afterSales.refuseReason')}</dt>
            <dd dir="auto" className="text-gray-900" data-refuse-reason>
              {view.refuseReason}
            </dd>
          </>
        )}
        {view.carrier && (
          <>
            <dt className="text-gray-600">{t('afterSales.shipBack.trackingNo')}</dt>
            <dd className="text-gray-900">
              <bdi>{view.carrier}</bdi> <bdi dir="ltr">{view.trackingNo}</bdi>
            </dd>
          </>
        )}
        {view.refundAmount !== null && (
          <>
            <dt className="text-gray-600">{t('afterSales.refundAmount')}</dt>
            <dd className="font-medium text-primary-800" data-refund-amount>
              <Money currency="cny" fen={view.refundAmount} />
            </dd>
          </>
        )}
      </dl>
      {view.images.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('afterSales.form.pictures')}>
          {view.images.map((url) => (
            <li key={url}>
              <Picture url={url} use={PICTURE_USES.reviewThumb} alt="" width={96} height={96} className="size-24 rounded object-cover" />
            </li>
          ))}
        </ul>
      )}
      {view.status === 'approved' && <ShipBackForm id={view.id} onDone={setView} />}
      {(view.status === 'requested' || view.status === 'approved') && (
        <div>
          <Button variant="secondary" size="sm" onClick={() => setAsking(true)}>
            {t('afterSales.cancel')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={asking}
        title={t('afterSales.cancel')}
        message={t('afterSales.cancelConfirm')}
        confirmLabel={t('afterSales.cancel')}
        onConfirm={async () => setView(await http.post<AfterSalesView>('after-sales/cancel', { id: view.id }, { showSuccess: true }))}
        onClose={() => setAsking(false)}
      />
    </div>
  );
});
