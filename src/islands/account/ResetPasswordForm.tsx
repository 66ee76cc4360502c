import { useCallback, useState, type SubmitEvent } from 'react';
import { http } from '../../lib/api/index.ts';
import { CODE_LENGTH, codeField, passwordField, resetPwdSchema } from '../../lib/schemas/account.ts';
import { toast } from '../../stores/toast.ts';
import Button from '../ui/Button.tsx';
import Field from '../ui/Field.tsx';
import { fieldError, focusFirstInvalid, formErrors, hasErrors, type FieldErrors } from '../ui/forms.ts';
import { useT } from '../ui/i18n.ts';
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
  const [values, setValues] = useState<Record<Field, string>>({ account: initialAccount, code: '', pwd: '', confirm: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const mark = (patch: FieldErrors<Field>) => setErrors((e) => ({ ...e, ...patch }));
  const change = (field: Field, value: string) => setValues((v) => ({ ...v, [field]: value }));

  const sendCode = useCallback(async () => {
    const problem = accountError(values.account);
    setErrors((e) => ({ ...e, account: problem }));
    if (problem) return false;
    // The server answers the same whether or not the account exists; its neutral message is toasted.
    await http.post('member/getResetPwdEmailCode', { account: values.account }, { withToken: false, showSuccess: true });
    setSent(true);
    return true;
  }, [values.account]);
  const sender = useSendCode(sendCode);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const { account, code, pwd, confirm } = values;
    const next = {
      ...formErrors<Field>(resetPwdSchema, { account, code, pwd }),
      account: accountError(account),
      confirm: confirmError(pwd, confirm, 'submit'),
    };
    setErrors(next);
    if (hasErrors(next)) return focusFirstInvalid(form);
    setBusy(true);
    try {
      await http.post('member/resetPwd', { account, code, pwd }, { withToken: false });
      toast.success(t('login.resetDone'));
      onDone(account.trim());
    } catch {
      setBusy(false);
    }
  }

  const field = (name: Field) => ({
    value: values[name],
    onChange: (e: { target: { value: string } }) => change(name, e.target.value),
    error: errors[name] && t(errors[name]),
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-1" aria-labelledby="forgot-title">
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
