import { useCallback } from 'react';
import { http } from '../../lib/api/index.ts';
import type { TFunction } from '../../lib/i18n/messages.ts';
import SendCodeButton from '../account/SendCodeButton.tsx';
import { useSendCode } from '../account/useSendCode.ts';
import Field from './Field.tsx';
import { maskEmail } from './format.ts';

interface Props {
  t: TFunction;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** The bound address the code goes to. */
  email: string | null;
}

/** The email verification code of a sensitive change, with the button that mails it to the bound address. */
export default function CodeField({ t, value, onChange, error, email }: Props) {
  const sendCode = useCallback(async () => {
    await http.post('member/sendEmailCode', {}, { showSuccess: true });
    return true;
  }, []);
  const { left, busy, trigger } = useSendCode(sendCode);

  return (
    <Field
      label={t('setting.code.label')}
      value={value}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, 6))}
      inputMode="numeric"
      autoComplete="one-time-code"
      error={error}
      hint={email ? t('setting.code.hint', { email: maskEmail(email) }) : undefined}
      after={<SendCodeButton t={t} left={left} busy={busy} onSend={() => void trigger()} />}
    />
  );
}
