import type { TFunction } from '../../lib/i18n/messages.ts';
import SendCodeButton from './SendCodeButton.tsx';
import TextField from './TextField.tsx';
import type { BindEmailField, BindEmailMode } from './bindEmail.ts';
import type { useBindEmailForm } from './useBindEmailForm.ts';

interface Props {
  /** Prefix for the field ids: the dialog can be on a page twice (prompt and settings). */
  id: string;
  mode: BindEmailMode;
  t: TFunction;
  form: ReturnType<typeof useBindEmailForm>;
}

/** The dialog's inputs: in edit mode first the code from the current address, then the new address and its code. */
export default function BindEmailFields({ id, mode, t, form }: Props) {
  const { values, errors } = form;
  const bind = (field: BindEmailField) => ({
    id: `${id}-${field}`,
    value: values[field],
    onChange: (e: { target: { value: string } }) => form.change(field, e.target.value),
    onBlur: () => form.blur(field),
    error: errors[field] && t(errors[field]),
  });
  const codeInput = { inputMode: 'numeric' as const, autoComplete: 'one-time-code', maxLength: 6, placeholder: t('login.placeholder.code') };

  return (
    <div className="flex flex-col gap-1">
      {mode === 'edit' && (
        <TextField
          label={t('bindEmail.field.oldCode')}
          {...codeInput}
          {...bind('oldCode')}
          addon={<SendCodeButton t={t} left={form.oldSender.left} busy={form.oldSender.busy} onSend={form.oldSender.trigger} />}
        />
      )}
      <TextField
        type="email"
        label={t(mode === 'edit' ? 'bindEmail.field.newEmail' : 'bindEmail.field.email')}
        placeholder={t('bindEmail.placeholder.email')}
        autoComplete="email"
        {...bind('email')}
      />
      <TextField
        label={t('bindEmail.field.code')}
        {...codeInput}
        {...bind('code')}
        addon={<SendCodeButton t={t} left={form.newSender.left} busy={form.newSender.busy} onSend={form.newSender.trigger} />}
      />
    </div>
  );
}
