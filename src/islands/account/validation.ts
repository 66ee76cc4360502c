import type { MessageKey } from '../../lib/i18n/messages.ts';
import { accountField, passwordField } from '../../lib/schemas/account.ts';
import { fieldError } from '../ui/forms.ts';

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
