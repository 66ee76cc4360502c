import { http } from '../../lib/api/index.ts';
import type { MessageKey } from '../../lib/i18n/messages.ts';
import type { Credentials } from '../../lib/schemas/account.ts';
import Button from '../ui/Button.tsx';
import Field from '../ui/Field.tsx';
import { useT } from '../ui/i18n.ts';
import { useForm } from '../ui/useForm.ts';
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
  const { values, errors, busy, refusal, set, mark, submit } = useForm<Credentials>({
    initial: { account: initialAccount, pwd: '' },
    rules: (v) => ({ account: check('account', v.account), pwd: check('pwd', v.pwd) }),
    send: async (v) => {
      const { token } = await http.post<{ token: string }>('member/login', v, { withToken: false, silentError: true });
      await completeLogin(token);
    },
    keepErrorsWhileTyping: true,
    leaves: true,
  });
  const blur = (field: Field) => mark({ [field]: check(field, values[field]) });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-1">
      <Field
        id="login-account"
        label={t('login.field.account')}
        autoComplete="username"
        value={values.account}
        onChange={(e) => set('account', e.target.value)}
        onBlur={() => blur('account')}
        error={errors.account && t(errors.account)}
      />
      <Field
        id="login-pwd"
        type="password"
        label={t('login.field.password')}
        autoComplete="current-password"
        value={values.pwd}
        onChange={(e) => set('pwd', e.target.value)}
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
