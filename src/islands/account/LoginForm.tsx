import { useState, type SubmitEvent } from 'react';
import { http, isApiError } from '../../lib/api/index.ts';
import type { MessageKey } from '../../lib/i18n/messages.ts';
import type { Credentials } from '../../lib/schemas/account.ts';
import Button from '../ui/Button.tsx';
import Field from '../ui/Field.tsx';
import { focusFirstInvalid, hasErrors, type FieldErrors } from '../ui/forms.ts';
import { useT } from '../ui/i18n.ts';
import FormError from './FormError.tsx';
import { completeLogin } from './session.ts';
import { accountError, passwordError } from './validation.ts';

interface Props {
  /** Prefilled after a password reset. */
  initialAccount: string;
  onForgot: (account: string) => void;
}

type Field = keyof Credentials;

const check = (field: Field, value: string): MessageKey | undefined =>
  field === 'account' ? accountError(value) : passwordError(value);

export default function LoginForm({ initialAccount, onForgot }: Props) {
  const t = useT();
  const [values, setValues] = useState<Credentials>({ account: initialAccount, pwd: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [refusal, setRefusal] = useState('');
  const [busy, setBusy] = useState(false);

  const change = (field: Field, value: string) => setValues((v) => ({ ...v, [field]: value }));
  const blur = (field: Field) => setErrors((e) => ({ ...e, [field]: check(field, values[field]) }));

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const next = { account: check('account', values.account), pwd: check('pwd', values.pwd) };
    setErrors(next);
    setRefusal('');
    if (hasErrors(next)) return focusFirstInvalid(form);
    setBusy(true);
    try {
      const { token } = await http.post<{ token: string }>('member/login', values, { withToken: false, silentError: true });
      await completeLogin(token);
    } catch (error) {
      if (isApiError(error) && error.kind !== 'cancelled') setRefusal(error.msg);
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-1">
      <Field
        id="login-account"
        label={t('login.field.account')}
        autoComplete="username"
        value={values.account}
        onChange={(e) => change('account', e.target.value)}
        onBlur={() => blur('account')}
        error={errors.account && t(errors.account)}
      />
      <Field
        id="login-pwd"
        type="password"
        label={t('login.field.password')}
        autoComplete="current-password"
        value={values.pwd}
        onChange={(e) => change('pwd', e.target.value)}
        onBlur={() => blur('pwd')}
        error={errors.pwd && t(errors.pwd)}
      />
      <FormError message={refusal} />
      <Button type="submit" busy={busy} className="mt-3 w-full">
        {t('login.submit.login')}
      </Button>
      <div className="mt-3 flex justify-end">
        <Button variant="text" size="sm" onClick={() => onForgot(values.account)}>
          {t('login.forgot.link')}
        </Button>
      </div>
    </form>
  );
}
