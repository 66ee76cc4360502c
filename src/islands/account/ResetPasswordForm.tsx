import { useCallback, useState } from 'react';
import { http } from '../../lib/api/index.ts';
import { CODE_LENGTH, codeField, passwordField, resetPwdSchema } from '../../lib/schemas/account.ts';
import { toast } from '../../stores/toast.ts';
import Button from '../ui/Button.tsx';
import Field from '../ui/Field.tsx';
import { fieldError } from '../ui/forms.ts';
import { useT } from '../ui/i18n.ts';
import { useForm } from '../ui/useForm.ts';
import SendCodeButton from './SendCodeButton.tsx';
import { useSendCode } from './useSendCode.ts';
import { accountError, confirmError } from './validation.ts';

interface Props {
  initialAccount: string;
  /** Called with the account once its password has been reset. */
  onDone: (account: string) => void;
}

type Field = 'account' | 'code' | 'pwd' | 'confirm';

export default function ResetPasswordForm({ initialAccount, onDone }: Props) {
  const t = useT();
  const [sent, setSent] = useState(false);
  const { values, errors, busy, set, setErrors, mark, submit } = useForm<Record<Field, string>>({
    initial: { account: initialAccount, code: '', pwd: '', confirm: '' },
    schema: resetPwdSchema,
    rules: ({ account, pwd, confirm }) => ({ account: accountError(account), confirm: confirmError(pwd, confirm, 'submit') }),
    send: async ({ account, code, pwd }) => {
      await http.post('member/resetPwd', { account, code, pwd }, { withToken: false });
      toast.success(t('login.resetDone'));
      onDone(account.trim());
    },
    keepErrorsWhileTyping: true,
    leaves: true,
  });

  const sendCode = useCallback(async () => {
    const problem = accountError(values.account);
    setErrors((e) => ({ ...e, account: problem }));
    if (problem) return false;
    // The server answers the same whether or not the account exists; its neutral message is toasted.
    await http.post('member/getResetPwdEmailCode', { account: values.account }, { withToken: false, showSuccess: true });
    setSent(true);
    return true;
  }, [values.account, setErrors]);
  const sender = useSendCode(sendCode);

  const field = (name: Field) => ({
    value: values[name],
    onChange: (e: { target: { value: string } }) => set(name, e.target.value),
    error: errors[name] && t(errors[name]),
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-1" aria-labelledby="forgot-title">
      <Field
        id="forgot-account"
        label={t('login.field.account')}
        autoComplete="username"
        onBlur={() => mark({ account: accountError(values.account) })}
        {...field('account')}
      />
      {sent && <p className="-mt-1 mb-2 text-xs text-gray-600">{t('account.code.resetSent')}</p>}
      <Field
        id="forgot-code"
        label={t('login.field.code')}
        placeholder={t('login.placeholder.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={CODE_LENGTH}
        // An empty code is only refused on submit: focus leaves it for the send button first.
        onBlur={() => mark({ code: values.code ? fieldError(codeField, values.code) : undefined })}
        after={<SendCodeButton left={sender.left} busy={sender.busy} onSend={sender.trigger} />}
        {...field('code')}
      />
      <Field
        id="forgot-pwd"
        type="password"
        label={t('login.field.newPassword')}
        placeholder={t('login.placeholder.password')}
        autoComplete="new-password"
        onBlur={() => mark({ pwd: fieldError(passwordField, values.pwd) })}
        {...field('pwd')}
      />
      <Field
        id="forgot-confirm"
        type="password"
        label={t('login.field.confirmPassword')}
        placeholder={t('login.placeholder.confirmPassword')}
        autoComplete="new-password"
        onBlur={() => mark({ confirm: confirmError(values.pwd, values.confirm, 'blur') })}
        {...field('confirm')}
      />
      <Button type="submit" busy={busy} className="mt-3 w-full">
        {t('login.submit.reset')}
      </Button>
    </form>
  );
}
