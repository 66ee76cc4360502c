import { CODE_LENGTH } from '../../lib/schemas/account.ts';
import Field from '../ui/Field.tsx';
import { useT } from '../ui/i18n.ts';
import SendCodeButton from './SendCodeButton.tsx';
import type { BindEmailField, BindEmailMode } from './bindEmail.ts';
import type { useBindEmailForm } from './useBindEmailForm.ts';

interface Props {
  /** Prefix for the field ids: the dialog can be on a page twice (prompt and settings). */
  id: string;
  mode: BindEmailMode;
  form: ReturnType<typeof useBindEmailForm>;
}

/** The dialog's inputs: in edit mode first the code from the current address, then the new address and its code. */
export default function BindEmailFields({ id, mode, form }: Props) {
  const t = useT();
  const { values, errors } = form;
  const bind = (field: BindEmailField) => ({
    id: `${id}-${field}`,
    value: values[field],
    onChange: (e: { target: { value: string } }) => form.change(field, e.target.value),
    onBlur: () => form.blur(field),
    error: errors[field] && t(errors[field]),
  });
  const codeInput = { inputMode: 'numeric' as const, autoComplete: 'one-time-code', maxLength: CODE_LENGTH, placeholder: t('login.placeholder.code') };

  return (
    <div className="flex flex-col gap-1">
      {mode === 'edit' && (
        <Field
          label={t('bindEmail.field.oldCode')}
          {...codeInput}
          {...bind('oldCode')}
          after={<SendCodeButton left={form.oldSender.left} busy={form.oldSender.busy} onSend={form.oldSender.trigger} />}
        />
      )}
      <Field
        type="email"
        label={t(mode === 'edit' ? 'bindEmail.field.newEmail' : 'bindEmail.field.email')}
        placeholder={t('bindEmail.placeholder.email')}
        autoComplete="email"
        {...bind('email')}
      />
      <Field
        label={t('bindEmail.field.code')}
        {...codeInput}
        {...bind('code')}
        after={<SendCodeButton left={form.newSender.left} busy={form.newSender.busy} onSend={form.newSender.trigger} />}
      />
    </div>
  );
}
