import { useState, type SubmitEvent } from 'react';
import { http } from '../../lib/api/index.ts';
import type { MessageKey } from '../../lib/i18n/messages.ts';
import { NICKNAME_MAX, nicknameField } from '../../lib/schemas/account.ts';
import Button from '../ui/Button.tsx';
import { fieldError, inputClass } from '../ui/forms.ts';
import { useT } from '../ui/i18n.ts';

interface Props {
  nickname: string;
  onChanged: () => Promise<void>;
}

/** The nickname shown in the header and on reviews; saved on its own. */
export default function NicknameForm({ nickname, onChanged }: Props) {
  const t = useT();
  const [value, setValue] = useState(nickname);
  const [error, setError] = useState<MessageKey>();
  const [saving, setSaving] = useState(false);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = fieldError(nicknameField, value);
    setError(problem);
    if (problem) return;
    setSaving(true);
    try {
      await http.post('member/updateMemberInfo', { nickname: value.trim() }, { showSuccess: true });
      await onChanged();
    } catch {
      // The request layer has shown why.
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-1">
      <div className="flex max-w-md gap-3">
        <input
          id="om-setting-nickname"
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setError(undefined);
          }}
          maxLength={NICKNAME_MAX}
          autoComplete="nickname"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'om-setting-nickname-error' : undefined}
          className={inputClass}
        />
        <Button type="submit" disabled={value.trim() === nickname} busy={saving}>
          {t('common.save')}
        </Button>
      </div>
      {error && (
        <p id="om-setting-nickname-error" className="text-sm text-red-700">
          {t(error)}
        </p>
      )}
    </form>
  );
}
