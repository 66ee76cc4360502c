import { useCallback } from 'react';
import { http } from '../../lib/api/index.ts';
import { digitsOnly } from '../../lib/digits.ts';
import { CODE_LENGTH } from '../../lib/schemas/account.ts';
import SendCodeButton from '../account/SendCodeButton.tsx';
import { useSendCode } from '../account/useSendCode.ts';
import Field from '../ui/Field.tsx';
import { useT } from '../ui/i18n.ts';
import { maskEmail } from './format.ts';

interface Props {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** The bound address the code goes to. */
  email: string | null;
}

/** The email verification code of a sensitive change, with the button that mails it to the bound address. */
export default function CodeField({ value, onChange, error, email }: Props) {
  const t = useT();
  const sendCode = useCallback(async () => {
    await http.post('member/sendEmailCode', {}, { showSuccess: true });
    return true;
  }, []);
  const { left, busy, trigger } = useSendCode(sendCode);

  return (
    <Field
      label={t('setting.code.label')}
      value={value}
      onChange={(e) => onChange(digitsOnly(e.target.value, CODE_LENGTH))}
      inputMode="numeric"
      autoComplete="one-time-code"
      error={error}
      hint={email ? t('setting.code.hint', { email: maskEmail(email) }) : undefined}
      after={<SendCodeButton left={left} busy={busy} onSend={() => void trigger()} />}
    />
  );
}
