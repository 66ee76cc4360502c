import { http } from '../../lib/api/index.ts';
import Button from '../ui/Button.tsx';
import Field from '../ui/Field.tsx';
import { useT } from '../ui/i18n.ts';
import { useForm } from '../ui/useForm.ts';
import AgreementCheckbox from './AgreementCheckbox.tsx';
import FormError from './FormError.tsx';
import { completeLogin } from './session.ts';
import { accountError, confirmError, passwordError } from './validation.ts';

type Field = 'account' | 'pwd' | 'confirm' | 'agreement';

export default function RegisterForm() {
  const t = useT();
  const { values, errors, busy, refusal, set, mark, submit } = useForm<{ account: string; pwd: string; confirm: string; agreed: boolean }, Field>({
    initial: { account: '', pwd: '', confirm: '', agreed: false },
    rules: ({ account, pwd, confirm, agreed }) => ({
      account: accountError(account),
      pwd: passwordError(pwd),
      confirm: confirmError(pwd, confirm, 'submit'),
      agreement: agreed ? undefined : 'validation.agreement.required',
    }),
    send: async ({ account, pwd }) => {
      const { token } = await http.post<{ token: string }>('member/register', { account, pwd }, { withToken: false, silentError: true });
      await completeLogin(token);
    },
    keepErrorsWhileTyping: true,
    leaves: true,
  });
  const { account, pwd, confirm, agreed } = values;

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-1">
      <Field
        id="register-account"
        label={t('login.field.account')}
        placeholder={t('login.placeholder.account')}
        autoComplete="username"
        value={account}
        onChange={(e) => set('account', e.target.value)}
        onBlur={() => mark({ account: accountError(account) })}
        error={errors.account && t(errors.account)}
      />
      <Field
        id="register-pwd"
        type="password"
        label={t('login.field.password')}
        placeholder={t('login.placeholder.password')}
        autoComplete="new-password"
        value={pwd}
        onChange={(e) => set('pwd', e.target.value)}
        onBlur={() => mark({ pwd: passwordError(pwd), ...(confirm ? { confirm: confirmError(pwd, confirm, 'blur') } : {}) })}
        error={errors.pwd && t(errors.pwd)}
      />
      <Field
        id="register-confirm"
        type="password"
        label={t('login.field.confirmPassword')}
        placeholder={t('login.placeholder.confirmPassword')}
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => set('confirm', e.target.value)}
        onBlur={() => mark({ confirm: confirmError(pwd, confirm, 'blur') })}
        error={errors.confirm && t(errors.confirm)}
      />
      <AgreementCheckbox
        checked={agreed}
        onChange={(checked) => {
          set('agreed', checked);
          if (checked) mark({ agreement: undefined });
        }}
        error={errors.agreement && t(errors.agreement)}
      />
      <FormError message={refusal} />
      {/* Only dimmed, not disabled: a click before ticking the agreement must still say why nothing happens. */}
      <Button type="submit" busy={busy} data-dimmed={!agreed || undefined} className="mt-3 w-full">
        {t('login.submit.register')}
      </Button>
    </form>
  );
}
