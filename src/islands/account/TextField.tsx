import type { InputHTMLAttributes, ReactNode } from 'react';
import { inputClass } from './styles.ts';

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  /** Translated error text; shown under the field and announced when it appears. */
  error?: string;
  /** Placed after the input on the same line (a send-code button). */
  addon?: ReactNode;
}

/** A labelled input with its error line. The line keeps its height so the form does not jump. */
export default function TextField({ id, label, error, addon, ...input }: Props) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-800">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          className={inputClass}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        {addon}
      </div>
      <p id={errorId} role="alert" className="min-h-5 pt-0.5 text-xs leading-5 text-red-600">
        {error}
      </p>
    </div>
  );
}
