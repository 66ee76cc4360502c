import { REASON_MAX, orderRefundInput } from '../../lib/schemas/order.ts';
import Button from '../ui/Button.tsx';
import Field from '../ui/Field.tsx';
import Modal from '../ui/Modal.tsx';
import { fieldError, textareaClass } from '../ui/forms.ts';
import { useT } from '../ui/i18n.ts';
import { useForm } from '../ui/useForm.ts';
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
  const { values, errors, set, setValues, busy, submit } = useForm({
    initial: { reason: '' },
    rules: ({ reason }) => ({ reason: fieldError(orderRefundInput, { orderNo, reason }) }),
    send: async ({ reason }) => {
      await refundOrder(orderNo, reason);
      setValues({ reason: '' });
      onClose();
      onDone();
    },
  });

  return (
    <Modal open={open} title={t(immediate ? 'order.refund.title' : 'order.refund.requestTitle')} onClose={onClose}>
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-2">
        <Field label={t('order.refund.reason')} hint={t(immediate ? 'order.refund.noteImmediate' : 'order.refund.noteReview')} error={errors.reason && t(errors.reason)}>
          {(control) => (
            <textarea
              {...control}
              value={values.reason}
              maxLength={REASON_MAX}
              rows={4}
              onChange={(e) => set('reason', e.target.value)}
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
