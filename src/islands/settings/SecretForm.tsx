import { http } from '../../lib/api/index.ts';
import type { MessageKey } from '../../lib/i18n/messages.ts';
import { PASSWORD_MAX } from '../../lib/schemas/account.ts';
import { confirmError } from '../account/validation.ts';
import Button from '../ui/Button.tsx';
import Field from '../ui/Field.tsx';
import { useT } from '../ui/i18n.ts';
import { useForm } from '../ui/useForm.ts';
import CodeField from './CodeField.tsx';
import { SECRET_FORMS, cleanSecret, secretErrors, secretPayload, type SecretField, type SecretKind, type SecretValues } from './secretForms.ts';

interface Props {
  kind: SecretKind;
  id: string;
  email: string | null;
  onDone: () => void;
  onCancel: () => void;
}

const LABELS: Record<SecretKind, { secret: MessageKey; confirm: MessageKey; hint: MessageKey }> = {
  pwd: { secret: 'setting.pwd.new', confirm: 'setting.pwd.confirm', hint: 'setting.pwd.hint' },
  payPwd: { secret: 'setting.payPwd.new', confirm: 'setting.payPwd.confirm', hint: 'setting.payPwd.hint' },
};

const EMPTY: SecretValues = { secret: '', confirm: '', code: '' };

/** Sets the login or the payment password: the new one twice and a code mailed to the security email. */
export default function SecretForm({ kind, id, email, onDone, onCancel }: Props) {
  const t = useT();
  const labels = LABELS[kind];
  const digits = kind === 'payPwd';
  const { values, setValues, errors, mark, busy, set, submit } = useForm<SecretValues>({
    initial: EMPTY,
    rules: (v) => secretErrors(kind, v),
    send: async (v) => {
      await http.post(SECRET_FORMS[kind].endpoint, secretPayload(kind, v), { showSuccess: true });
      setValues(EMPTY);
      onDone();
    },
  });
  const change = (field: SecretField, value: string) => set(field, field === 'code' ? value : cleanSecret(kind, value));

  const secretProps = {
    type: 'password',
    autoComplete: digits ? 'off' : 'new-password',
    inputMode: digits ? ('numeric' as const) : undefined,
    // Payment passwords are cut to six digits as typed; a length cap here would cut a pasted "12 34 56" first.
    maxLength: digits ? undefined : PASSWORD_MAX,
  };
  const error = (field: SecretField) => (errors[field] ? t(errors[field]) : undefined);

  return (
    <form id={id} onSubmit={(e) => void submit(e)} noValidate className="flex max-w-md flex-col gap-2 rounded-lg bg-gray-50 p-5">
      <Field label={t(labels.secret)} hint={t(labels.hint)} value={values.secret} onChange={(e) => change('secret', e.target.value)} error={error('secret')} {...secretProps} />
      <Field
        label={t(labels.confirm)}
        value={values.confirm}
        onChange={(e) => change('confirm', e.target.value)}
        onBlur={() => mark({ confirm: confirmError(values.secret, values.confirm, 'blur') })}
        error={error('confirm')}
        {...secretProps}
      />
      <CodeField email={email} value={values.code} onChange={(v) => change('code', v)} error={error('code')} />
      <div className="flex gap-3">
        <Button type="submit" busy={busy}>
          {t('common.confirm')}
        </Button>
        <Button onClick={onCancel} variant="secondary">
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
