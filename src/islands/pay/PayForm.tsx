import { useId, useState, type SubmitEvent } from 'react';
import { isApiError } from '../../lib/api/errors.ts';
import type { TFunction } from '../../lib/i18n/messages.ts';
import { orderPayInput } from '../../lib/schemas/order.ts';
import { fieldError } from '../account/validation.ts';
import { payOrder } from '../orders/orderApi.ts';
import { inputClass } from '../settings/Field.tsx';
import { primaryButton } from '../settings/buttons.ts';

interface Props {
  t: TFunction;
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
export default function PayForm({ t, orderNo, submitLabel, disabled, onPaid, onRefused }: Props) {
  const id = useId();
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
      <label htmlFor={`${id}-pwd`} className="font-medium text-gray-800">
        {t('cashier.payPwd.label')}
      </label>
      <input
        id={`${id}-pwd`}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        value={payPwd}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint ${id}-error`}
        onChange={(e) => {
          setPayPwd(e.target.value.replace(/\D/g, '').slice(0, 6));
          setError(undefined);
        }}
        className={`${inputClass} w-60 font-mono text-lg tracking-[0.5em]`}
      />
      <p id={`${id}-hint`} className="text-sm text-gray-600">
        {t('cashier.payPwd.hint')}
      </p>
      <p id={`${id}-error`} role="alert" className="min-h-5 text-sm text-red-700" data-pay-error>
        {error}
      </p>
      <button type="submit" disabled={disabled || busy} className={`${primaryButton} mt-2 h-12 w-60 text-lg`}>
        {submitLabel}
      </button>
    </form>
  );
}
