import { useEffect, useId, useState, type SubmitEvent } from 'react';
import type { MessageKey } from '../../lib/i18n/messages.ts';
import { orderCancelInput } from '../../lib/schemas/order.ts';
import Button from '../ui/Button.tsx';
import ConfirmDialog from '../ui/ConfirmDialog.tsx';
import { buttonClass } from '../ui/buttonStyles.ts';
import { fieldError } from '../ui/forms.ts';
import { useT } from '../ui/i18n.ts';
import { cancelOrder, fetchCancelReasons } from './orderApi.ts';

interface Props {
  orderNo: string;
  detailHref: string;
}

/** The reasons to choose from, then "are you sure": a cancelled order cannot be restored. */
export default function CancelForm({ orderNo, detailHref }: Props) {
  const t = useT();
  const id = useId();
  const [reasons, setReasons] = useState<{ key: string; label: string }[] | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<MessageKey | undefined>();
  const [asking, setAsking] = useState(false);

  useEffect(() => {
    fetchCancelReasons().then(setReasons, () => setReasons([]));
  }, []);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = fieldError(orderCancelInput, { orderNo, reason });
    setError(problem);
    if (problem) event.currentTarget.querySelector<HTMLInputElement>('input[type=radio]')?.focus();
    else setAsking(true);
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-cancel-form>
      <fieldset aria-describedby={`${id}-error`} className="rounded-lg border border-gray-200 p-4">
        <legend className="px-1 font-semibold text-gray-900">{t('order.cancel.reasonLegend')}</legend>
        {!reasons && <p aria-busy="true" className="text-gray-600">{t('order.loading')}</p>}
        <div className="grid grid-cols-2 gap-2">
          {reasons?.map((r) => (
            <label key={r.key} className="flex cursor-pointer items-center gap-2 rounded-md border border-gray-200 px-3 py-2 has-checked:border-primary-500 has-checked:bg-primary-50">
              <input
                type="radio"
                name={`${id}-reason`}
                value={r.key}
                checked={reason === r.key}
                onChange={() => {
                  setReason(r.key);
                  setError(undefined);
                }}
                className="accent-primary-600"
              />
              {r.label}
            </label>
          ))}
        </div>
        <p id={`${id}-error`} role="alert" className="mt-2 min-h-5 text-sm text-red-700">
          {error ? t(error) : ''}
        </p>
      </fieldset>
      <p className="text-sm text-gray-700">{t('order.cancel.note')}</p>
      <div className="flex gap-3">
        <Button type="submit">{t('order.cancel.submit')}</Button>
        <a href={detailHref} className={buttonClass('outline')}>
          {t('order.cancel.keep')}
        </a>
      </div>
      <ConfirmDialog
        open={asking}
        title={t('order.cancel.confirmTitle')}
        message={t('order.cancel.confirmMessage')}
        confirmLabel={t('order.cancel.confirm')}
        cancelLabel={t('order.action.notNow')}
        danger
        onConfirm={async () => {
          await cancelOrder(orderNo, reason);
          location.assign(detailHref);
        }}
        onClose={() => setAsking(false)}
      />
    </form>
  );
}
