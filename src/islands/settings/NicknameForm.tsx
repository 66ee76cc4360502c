import { useState, type SubmitEvent } from 'react';
import { http } from '../../lib/api/index.ts';
import type { MessageKey, TFunction } from '../../lib/i18n/messages.ts';
import { nicknameField } from '../../lib/schemas/account.ts';
import { fieldError } from '../account/validation.ts';
import { inputClass } from './Field.tsx';
import { primaryButton } from './buttons.ts';

interface Props {
  t: TFunction;
  nickname: string;
  onChanged: () => Promise<void>;
}

/** The nickname shown in the header and on reviews; saved on its own. */
export default function NicknameForm({ t, nickname, onChanged }: Props) {
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
          maxLength={20}
          autoComplete="nickname"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'om-setting-nickname-error' : undefined}
          className={inputClass}
        />
        <button type="submit" disabled={saving || value.trim() === nickname} className={primaryButton}>
          {t('common.save')}
        </button>
      </div>
      {error && (
        <p id="om-setting-nickname-error" className="text-sm text-red-700">
          {t(error)}
        </p>
      )}
    </form>
  );
}
