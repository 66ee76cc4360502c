import type { z } from 'zod';
import type { MessageKey } from '../../lib/i18n/messages.ts';
import { accountField, passwordField } from '../../lib/schemas/account.ts';

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

/** The account rule, with a plain "enter the account" while nothing is typed. */
export function accountError(value: string): MessageKey | undefined {
  return value.trim() === '' ? 'login.account.required' : fieldError(accountField, value);
}

/**
 * The password rule for login and register. The schema's own "required" text asks for a *new*
 * password (it serves the change-password forms), which would mislead here.
 */
export function passwordError(value: string): MessageKey | undefined {
  return value === '' ? 'login.pwd.required' : fieldError(passwordField, value);
}

/** The confirmation check: "mismatch" while typing (on blur), "inconsistent" when the form is sent. */
export function confirmError(pwd: string, confirm: string, on: 'blur' | 'submit'): MessageKey | undefined {
  if (on === 'blur') return confirm !== '' && confirm !== pwd ? 'validation.password.mismatch' : undefined;
  return confirm !== pwd ? 'validation.password.inconsistent' : undefined;
}

export function hasErrors(errors: Record<string, unknown>): boolean {
  return Object.values(errors).some(Boolean);
}
