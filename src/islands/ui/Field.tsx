import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { inputClass } from './forms.ts';

/** What a field gives its control so the label, the hint and the error belong to it. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children'> {
  label: string;
  /** Translated problem with the value: shown under the control, which is marked invalid and described by it. */
  error?: string;
  hint?: string;
  /** Shown after the control on the same line (a send-code button). */
  after?: ReactNode;
  /** A fixed id for the control, when something outside the field refers to it. */
  id?: string;
  /** Another control than a text input (a textarea, a select): rendered with the props that tie it to the field. */
  children?: (control: ControlProps) => ReactNode;
}

/**
 * A labelled control with its hint and error line. The error line keeps its height, so a message
 * appearing on blur does not move the button being clicked, and it is polite-live, so it is heard.
 */
export default function Field({ label, error, hint, after, id: fixedId, children, required, className, ...input }: Props) {
  const ownId = useId();
  const id = fixedId ?? ownId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const control: ControlProps = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined,
  };
  return (
    <div className="flex flex-col gap-0.5">
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        {label}
        {required && (
          <span className="ms-1 text-red-700" aria-hidden="true">
            *
          </span>
        )}
      </label>
      <div className="flex gap-2">
        {children ? children(control) : <input {...control} required={required} className={className ? `${inputClass} ${className}` : inputClass} {...input} />}
        {after}
      </div>
      {hint && (
        <p id={hintId} className="text-xs text-gray-600">
          {hint}
        </p>
      )}
      <p id={errorId} aria-live="polite" className="min-h-5 text-sm leading-5 text-red-700">
        {error}
      </p>
    </div>
  );
}
