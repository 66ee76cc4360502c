import { useId, useState, type SubmitEvent } from 'react';
import type { MessageKey, TFunction } from '../../lib/i18n/messages.ts';
import { REASON_MAX, orderRefundInput } from '../../lib/schemas/order.ts';
import { fieldError } from '../account/validation.ts';
import { primaryButton, secondaryButton } from '../settings/buttons.ts';
import Modal from './Modal.tsx';
import { refundOrder } from './orderApi.ts';

interface Props {
  t: TFunction;
  open: boolean;
  orderNo: string;
  /** Paid and not shipped: refunded at once. Shipped: the shop reviews the request first. */
  immediate: boolean;
  onClose: () => void;
  onDone: () => void;
}

/** Asks for the refund reason; the money goes back to the balance, the way it was paid. */
export default function RefundDialog({ t, open, orderNo, immediate, onClose, onDone }: Props) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<MessageKey | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = fieldError(orderRefundInput, { orderNo, reason });
    setError(problem);
    if (problem) {
      event.currentTarget.querySelector('textarea')?.focus();
      return;
    }
    setBusy(true);
    try {
      await refundOrder(orderNo, reason);
      setReason('');
      onClose();
      onDone();
    } catch {
      // The request layer has said why; the reason stays for another try.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} title={t(immediate ? 'order.refund.title' : 'order.refund.requestTitle')} closeLabel={t('common.close')} onClose={onClose} wide>
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-2">
        <p id={`${id}-note`} className="text-sm text-gray-700">
          {t(immediate ? 'order.refund.noteImmediate' : 'order.refund.noteReview')}
        </p>
        <label htmlFor={`${id}-reason`} className="mt-2 text-sm font-medium text-gray-800">
          {t('order.refund.reason')}
        </label>
        <textarea
          id={`${id}-reason`}
          value={reason}
          maxLength={REASON_MAX}
          rows={4}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-note ${id}-error`}
          onChange={(e) => {
            setReason(e.target.value);
            setError(undefined);
          }}
          className="w-full rounded-md border border-gray-300 px-3 py-2 text-gray-900 focus:border-primary-600 focus:outline-none aria-[invalid=true]:border-red-500"
        />
        <p id={`${id}-error`} className="min-h-5 text-sm text-red-700">
          {error ? t(error) : ''}
        </p>
        <div className="flex justify-end gap-3">
          <button type="button" className={secondaryButton} onClick={onClose}>
            {t('order.action.notNow')}
          </button>
          <button type="submit" className={primaryButton} disabled={busy}>
            {t(immediate ? 'order.refund.submit' : 'order.refund.requestSubmit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
