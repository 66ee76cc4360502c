import { z } from './zod.ts';
import { accountField } from './account.ts';
import { flagField } from './common.ts';

/**
 * Operators run the shop, so their passwords are longer than members' (a console password guessed is the
 * whole shop lost); the limits live here for the CLI, the login form and the routes alike.
 */
export const OPERATOR_PASSWORD_MIN = 10;
export const OPERATOR_PASSWORD_MAX = 64;
export const OPERATOR_ROLES = ['owner', 'staff'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const operatorPasswordField = z
  .string('validation.password.required')
  .min(1, 'validation.password.required')
  .min(OPERATOR_PASSWORD_MIN, 'admin.validation.passwordLength')
  .max(OPERATOR_PASSWORD_MAX, 'admin.validation.passwordLength');

/** Login checks only that something was typed: the length rule belongs to setting a password. */
export const operatorLoginSchema = z.object({
  account: accountField,
  pwd: z.string('admin.validation.passwordRequired').min(1, 'admin.validation.passwordRequired').max(200, 'account.loginFailed'),
});
export type OperatorLogin = z.infer<typeof operatorLoginSchema>;

export interface OperatorInfo {
  id: number;
  account: string;
  role: OperatorRole;
}

/** An owner's change to a console account from the console: enable or disable, owner or staff. */
export const operatorChangeSchema = z
  .object({
    disabled: flagField('admin.validation.required').optional(),
    role: z.enum(OPERATOR_ROLES, 'admin.operator.badRole').optional(),
  })
  .refine((v) => v.disabled !== undefined || v.role !== undefined, 'admin.validation.required');

/** An owner creates a console account from the console, as `npm run ops -- operator:add` does at the terminal. */
export const operatorCreateSchema = z.object({
  account: accountField,
  pwd: operatorPasswordField,
  role: z.enum(OPERATOR_ROLES, 'admin.operator.badRole'),
});
export type OperatorCreate = z.infer<typeof operatorCreateSchema>;

/** An owner gives another operator a new password; that operator is logged out everywhere. */
export const operatorResetSchema = z.object({ pwd: operatorPasswordField });

/** Any operator changes their own password with the current one. */
export const ownPasswordSchema = z.object({
  current: z.string('admin.validation.passwordRequired').min(1, 'admin.validation.passwordRequired').max(200, 'admin.operator.currentPassword'),
  pwd: operatorPasswordField,
});
