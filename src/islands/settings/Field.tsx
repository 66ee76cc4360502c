import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Translated problem with the value; marks the input invalid. */
  error?: string;
  hint?: string;
  /** Shown after the input on the same line (a send-code button). */
  after?: ReactNode;
}

export const inputClass =
  'h-10 w-full min-w-0 rounded-md border border-gray-300 bg-white px-3 text-gray-900 placeholder:text-gray-500 focus:border-primary-600 focus:outline-none aria-[invalid=true]:border-red-500';

/** A labelled input with its hint and error tied to it for assistive technology. */
export default function Field({ label, error, hint, after, ...input }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-0.5">
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      <div className="flex gap-2">
        <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={inputClass} {...input} />
        {after}
      </div>
      {hint && (
        <p id={hintId} className="text-xs text-gray-600">
          {hint}
        </p>
      )}
      {/* The line keeps its height, so a message appearing on blur does not move the button being clicked. */}
      <p id={errorId} className="min-h-5 text-sm leading-5 text-red-700">
        {error}
      </p>
    </div>
  );
}
