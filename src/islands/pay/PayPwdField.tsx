import { useId } from 'react';
import { digitsOnly } from '../../lib/digits.ts';
import { PAY_PWD_LENGTH } from '../../lib/schemas/account.ts';
import { inputClass } from '../ui/forms.ts';
import { useT } from '../ui/i18n.ts';

interface Props {
  value: string;
  /** Receives digits only, at most six: anything else typed is dropped as it is typed. */
  onChange: (value: string) => void;
  /** Why the last try was refused, right under the field. */
  error?: string;
  disabled?: boolean;
}

/** The six-digit payment password, shared by the cashier and the VIP purchase. */
export default function PayPwdField({ value, onChange, error, disabled }: Props) {
  const t = useT();
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-pwd`} className="font-medium text-gray-800">
        {t('cashier.payPwd.label')}
      </label>
      <input
        id={`${id}-pwd`}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint ${id}-error`}
        onChange={(e) => onChange(digitsOnly(e.target.value, PAY_PWD_LENGTH))}
        className={`${inputClass} w-60 font-mono text-lg tracking-[0.5em]`}
      />
      <p id={`${id}-hint`} className="text-sm text-gray-600">
        {t('cashier.payPwd.hint')}
      </p>
      <p id={`${id}-error`} role="alert" className="min-h-5 text-sm text-red-700" data-pay-error>
        {error}
      </p>
    </div>
  );
}
