import { useState, type SubmitEvent } from 'react';
import { isApiError } from '../../lib/api/errors.ts';
import { orderPayInput } from '../../lib/schemas/order.ts';
import Button from '../ui/Button.tsx';
import { fieldError } from '../ui/forms.ts';
import { useT } from '../ui/i18n.ts';
import PayPwdField from './PayPwdField.tsx';
import { payOrder } from './payApi.ts';

interface Props {
  orderNo: string;
  /** The button's words, with the amount. */
  submitLabel: string;
  /** Not enough balance: the form stays but cannot be sent. */
  disabled: boolean;
  onPaid: () => void;
  /** The server refused (wrong password, balance, time): the caller refreshes balance and order. */
  onRefused: () => void;
}

/** The six-digit payment password and the pay button; a refusal is told right under the field. */
export default function PayForm({ orderNo, submitLabel, disabled, onPaid, onRefused }: Props) {
  const t = useT();
  const [payPwd, setPayPwd] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.querySelector('input');
    const problem = fieldError(orderPayInput, { orderNo, payPwd });
    if (problem) {
      setError(t(problem));
      input?.focus();
      return;
    }
    setBusy(true);
    try {
      await payOrder(orderNo, payPwd);
      onPaid();
    } catch (err) {
      if (isApiError(err) && err.kind === 'cancelled') return;
      setError(isApiError(err) ? err.msg : t('common.operationFailed'));
      setPayPwd('');
      input?.focus();
      onRefused();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-1" data-pay-form>
      <PayPwdField
        value={payPwd}
        disabled={disabled}
        error={error}
        onChange={(value) => {
          setPayPwd(value);
          setError(undefined);
        }}
      />
      <Button type="submit" disabled={disabled} busy={busy} className="mt-2 h-12 w-60 text-lg">
        {submitLabel}
      </Button>
    </form>
  );
}
