import type { MessageKey } from '../../lib/i18n/messages.ts';
import { codeField, emailField, setSecureMailBoxSchema } from '../../lib/schemas/account.ts';
import { fieldError, type FieldErrors } from '../ui/forms.ts';

/** 'bind' for a member without a security email; 'edit' changes it and needs a code from the old one. */
export type BindEmailMode = 'bind' | 'edit';

export interface BindEmailValues {
  email: string;
  code: string;
  oldCode: string;
}

export type BindEmailField = keyof BindEmailValues;

export const EMPTY_BIND_EMAIL: BindEmailValues = { email: '', code: '', oldCode: '' };

export function bindEmailFieldError(field: BindEmailField, value: string): MessageKey | undefined {
  if (field === 'email') return fieldError(emailField, value);
  if (field === 'oldCode' && value.trim() === '') return 'account.code.oldRequired';
  return fieldError(codeField, value);
}

/**
 * On blur: the email is checked at once (required and valid); an empty code waits for confirm,
 * since focus usually leaves it for its own send button.
 */
export function bindEmailBlurError(field: BindEmailField, value: string): MessageKey | undefined {
  if (field !== 'email' && value.trim() === '') return undefined;
  return bindEmailFieldError(field, value);
}

/** The setSecureMailBox payload: the form's `code` is the new address's code. */
export function bindEmailPayload(values: BindEmailValues, mode: BindEmailMode) {
  return setSecureMailBoxSchema.parse({
    email: values.email,
    newCode: values.code,
    ...(mode === 'edit' ? { oldCode: values.oldCode } : {}),
  });
}

export function bindEmailErrors(values: BindEmailValues, mode: BindEmailMode): FieldErrors<BindEmailField> {
  const fields: BindEmailField[] = mode === 'edit' ? ['oldCode', 'email', 'code'] : ['email', 'code'];
  const errors: FieldErrors<BindEmailField> = {};
  for (const field of fields) {
    const problem = bindEmailFieldError(field, values[field]);
    if (problem) errors[field] = problem;
  }
  return errors;
}

/** While this holds, the confirm button looks dimmed (it still shows the errors when pressed). */
export function isBindEmailIncomplete(values: BindEmailValues, mode: BindEmailMode): boolean {
  return !values.email.trim() || !values.code.trim() || (mode === 'edit' && !values.oldCode.trim());
}
