import AfterSalesLine from './AfterSalesLine.tsx';
import { TYPE_KEYS } from '../../lib/after-sales.ts';
import { island } from '../ui/I18nProvider.tsx';
import { useEffect, useId, useState } from 'react';
import { http } from '../../lib/api/index.ts';
import { AFTER_SALES_IMAGES_MAX, AFTER_SALES_NOTE_MAX, typeForOrder, type AfterSalesReason } from '../../lib/after-sales.ts';
import type { MessageKey } from '../../lib/i18n/messages.ts';
import { afterSalesHref } from '../../lib/order-hrefs.ts';
import { applyAfterSalesSchema, type AfterSalesView } from '../../lib/schemas/after-sales.ts';
import Button from '../ui/Button.tsx';
import { formErrors } from '../ui/forms.ts';
import { useLocale, useT } from '../ui/i18n.ts';
import OrderProblemView from '../ui/OrderProblemView.tsx';
import TextAreaField from '../ui/TextAreaField.tsx';
import { useOrder } from '../ui/useOrder.ts';
import PictureField from '../upload/PictureField.tsx';
import { useUpload } from '../upload/useUpload.ts';

type Field = 'reason' | 'note' | 'images';

/**
 * Asking about one order line: the type follows the order (a refund before receipt, a return after it), a reason
 * from the shop's list, a note and up to six pictures. Sent, the member lands on the request.
 */
export default island(function AfterSalesApply() {
  const t = useT();
  const locale = useLocale();
  const reasonId = useId();
  const { order, problem, reload } = useOrder();
  const [itemId] = useState(() => Number(new URLSearchParams(location.search).get('itemId')));
  const [reasons, setReasons] = useState<{ key: AfterSalesReason; label: string }[]>([]);
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, MessageKey>>>({});
  const [busy, setBusy] = useState(false);
  const upload = useUpload({ limit: AFTER_SALES_IMAGES_MAX });
  const type = order ? typeForOrder(order.status) : null;
  const item = order?.items.find((i) => i.id === itemId);

  useEffect(() => {
    if (type) void http.get<{ key: AfterSalesReason; label: string }[]>('after-sales/reasons', { type }).then(setReasons);
  }, [type]);

  if (!order) return <OrderProblemView problem={problem} onRetry={() => void reload()} />;
  if (!item || !type || item.refunded)
    return (
      <OrderProblemView
        problem={{
          kind: 'missing',
          msg: t(item?.refunded ? 'afterSales.error.refunded' : !item ? 'afterSales.error.line' : 'afterSales.error.orderState'),
        }}
        onRetry={() => void reload()}
      />
    );

  async function send() {
    const payload = {
      orderItemId: itemId,
      type,
      reason,
      note,
      images: upload.urls,
    };
    const found = formErrors<Field>(applyAfterSalesSchema, payload);
    if (upload.busy) found.images = 'review.form.uploading';
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    try {
      const made = await http.post<AfterSalesView>('after-sales/apply', payload, { showSuccess: 'nextPage' });
      location.assign(afterSalesHref(locale, made.id));
    } catch {
      setBusy(false);
    }
  }

  return (
    <form
      className="flex max-w-2xl flex-col gap-5"
      noValidate
      data-after-sales-apply={type}
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <AfterSalesLine line={item} quantity={item.quantity} />
      <p className="flex gap-3 text-sm">
        <span className="text-gray-700">{t('afterSales.form.type')}</span>
        <strong className="font-medium text-gray-900" data-after-sales-type>
          {t(TYPE_KEYS[type])}
        </strong>
      </p>
      <div className="flex flex-col gap-1">
        <label htmlFor={reasonId} className="text-sm font-medium text-gray-800">
          {t('afterSales.form.reason')}
        </label>
        <select
          id={reasonId}
          value={reason}
          aria-invalid={!!errors.reason}
          onChange={(e) => {
            setReason(e.target.value);
            setErrors((x) => ({ ...x, reason: undefined }));
          }}
          className="h-10 rounded-md border border-gray-300 px-3 focus:border-primary-500 focus:outline-none"
        >
          <option value="">{t('afterSales.form.choose')}</option>
          {reasons.map((r) => (
            <option key={r.key} value={r.key}>
              {r.label}
            </option>
          ))}
        </select>
        {errors.reason && (
          <p role="alert" className="text-sm text-red-700">
            {t(errors.reason)}
          </p>
        )}
      </div>
      <TextAreaField
        label={t('afterSales.form.note')}
        value={note}
        onChange={(v) => {
          setNote(v);
          setErrors((x) => ({ ...x, note: undefined }));
        }}
        limit={AFTER_SALES_NOTE_MAX}
        error={errors.note && t(errors.note)}
        rows={3}
      />
      <PictureField upload={upload} label={t('afterSales.form.pictures')} addLabel={t('afterSales.form.addPictures')} />
      {errors.images && (
        <p role="alert" className="text-sm text-red-700">
          {t(errors.images)}
        </p>
      )}
      <p className="text-sm text-gray-600">{t('afterSales.form.rules')}</p>
      <div>
        <Button type="submit" busy={busy}>
          {t('afterSales.form.submit')}
        </Button>
      </div>
    </form>
  );
});
