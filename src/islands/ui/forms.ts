import type { z } from 'zod';
import type { MessageKey } from '../../lib/i18n/messages.ts';

/** The look of a text input or select; invalid fields get a red border. */
export const inputClass =
  'h-10 w-full min-w-0 rounded-md border border-gray-300 bg-white px-3 text-gray-900 placeholder:text-gray-500 ' +
  'focus:border-primary-600 focus:ring-2 focus:ring-primary-200 focus:outline-none aria-[invalid=true]:border-red-500';

/** The look of a multi-line text box. */
export const textareaClass =
  'w-full min-w-0 resize-y rounded-md border border-gray-300 bg-white px-3 py-2 text-gray-900 placeholder:text-gray-500 ' +
  'focus:border-primary-600 focus:ring-2 focus:ring-primary-200 focus:outline-none aria-[invalid=true]:border-red-500';

export type FieldErrors<K extends string> = Partial<Record<K, MessageKey>>;

/**
 * The first problem the schema finds in one value, as a message key (the shared schemas carry
 * message keys as their error messages), or undefined when the value passes.
 */
export function fieldError(schema: z.ZodType, value: unknown): MessageKey | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : (result.error.issues[0]?.message as MessageKey | undefined);
}

/** Every field's first problem, keyed by the top-level field name. */
export function formErrors<K extends string>(schema: z.ZodType, values: unknown): FieldErrors<K> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors<K> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as K | undefined;
    if (field !== undefined && !errors[field]) errors[field] = issue.message as MessageKey;
  }
  return errors;
}

export function hasErrors(errors: Record<string, unknown>): boolean {
  return Object.values(errors).some(Boolean);
}

/** Moves focus to the first field the last validation marked, once React has rendered the marks. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
