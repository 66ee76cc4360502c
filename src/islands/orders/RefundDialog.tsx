import { useState, type SubmitEvent } from 'react';
import type { MessageKey } from '../../lib/i18n/messages.ts';
import { REASON_MAX, orderRefundInput } from '../../lib/schemas/order.ts';
import Button from '../ui/Button.tsx';
import Field from '../ui/Field.tsx';
import Modal from '../ui/Modal.tsx';
import { fieldError, focusFirstInvalid, textareaClass } from '../ui/forms.ts';
import { useT } from '../ui/i18n.ts';
import { refundOrder } from './orderApi.ts';

interface Props {
  open: boolean;
  orderNo: string;
  /** Paid and not shipped: refunded at once. Shipped: the shop reviews the request first. */
  immediate: boolean;
  onClose: () => void;
  onDone: () => void;
}

/** Asks for the refund reason; the money goes back to the balance, the way it was paid. */
export default function RefundDialog({ open, orderNo, immediate, onClose, onDone }: Props) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<MessageKey | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = fieldError(orderRefundInput, { orderNo, reason });
    setError(problem);
    if (problem) return focusFirstInvalid(event.currentTarget);
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
    <Modal open={open} title={t(immediate ? 'order.refund.title' : 'order.refund.requestTitle')} onClose={onClose}>
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-2">
        <Field label={t('order.refund.reason')} hint={t(immediate ? 'order.refund.noteImmediate' : 'order.refund.noteReview')} error={error && t(error)}>
          {(control) => (
            <textarea
              {...control}
              value={reason}
              maxLength={REASON_MAX}
              rows={4}
              onChange={(e) => {
                setReason(e.target.value);
                setError(undefined);
              }}
              className={textareaClass}
            />
          )}
        </Field>
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {t('order.action.notNow')}
          </Button>
          <Button type="submit" busy={busy}>
            {t(immediate ? 'order.refund.submit' : 'order.refund.requestSubmit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
