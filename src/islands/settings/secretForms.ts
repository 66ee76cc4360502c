import { digitsOnly } from '../../lib/digits.ts';
import type { MessageKey } from '../../lib/i18n/messages.ts';
import { PAY_PWD_LENGTH, setPayPwdSchema, updatePwdSchema } from '../../lib/schemas/account.ts';
import { confirmError } from '../account/validation.ts';
import { formErrors, type FieldErrors } from '../ui/forms.ts';

export interface SecretValues {
  secret: string;
  confirm: string;
  code: string;
}

export type SecretField = keyof SecretValues;
export type SecretKind = 'pwd' | 'payPwd';

/** The request and rules of each secret a member can change by email code. */
export const SECRET_FORMS = {
  pwd: { endpoint: 'member/updatePwd', field: 'pwd', schema: updatePwdSchema, confirmRequired: 'validation.password.confirm' },
  payPwd: { endpoint: 'member/setPayPwd', field: 'payPwd', schema: setPayPwdSchema, confirmRequired: 'validation.payPwd.confirm' },
} as const satisfies Record<SecretKind, { endpoint: string; field: string; schema: unknown; confirmRequired: MessageKey }>;

/** The body sent for a change: the secret under its API name, and the code. */
export function secretPayload(kind: SecretKind, values: SecretValues): Record<string, string> {
  return { [SECRET_FORMS[kind].field]: values.secret, code: values.code.trim() };
}

/** Every problem of the form when it is sent; the confirmation must be given and must match. */
export function secretErrors(kind: SecretKind, values: SecretValues): FieldErrors<SecretField> {
  const form = SECRET_FORMS[kind];
  const errors = formErrors<string>(form.schema, secretPayload(kind, values));
  return {
    secret: errors[form.field],
    confirm: values.confirm === '' ? form.confirmRequired : confirmError(values.secret, values.confirm, 'submit'),
    code: errors.code,
  };
}

/** Payment passwords are six digits: anything else is dropped as it is typed. */
export function cleanSecret(kind: SecretKind, value: string): string {
  return kind === 'payPwd' ? digitsOnly(value, PAY_PWD_LENGTH) : value;
}
