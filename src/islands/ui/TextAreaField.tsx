import Field from './Field.tsx';
import { textareaClass } from './forms.ts';
import { useT } from './i18n.ts';

interface Props {
  label: string;
  value: string;
  /** Called with the new text; the form clears the field's error here. */
  onChange: (value: string) => void;
  /** The most characters taken; the hint counts up to it ("12/500"). */
  limit: number;
  error?: string;
  placeholder?: string;
  rows?: number;
}

/** A required text area in a Field, with the live count of characters against its limit as the hint. */
export default function TextAreaField({ label, value, onChange, limit, error, placeholder, rows = 4 }: Props) {
  const t = useT();
  return (
    <Field label={label} required error={error} hint={t('common.count', { count: value.length, limit })}>
      {(control) => (
        <textarea
          {...control}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          rows={rows}
          maxLength={limit}
          required
          placeholder={placeholder}
          className={textareaClass}
        />
      )}
    </Field>
  );
}
