import { z } from './zod.ts';
import { flagField, userText } from './common.ts';

/**
 * Payload schemas shared by the forms (islands) and the API routes. Error messages are message keys:
 * the form shows t(key), the server answers with the same translated text.
 */
export const ACCOUNT_MIN = 4;
export const ACCOUNT_MAX = 20;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;
/** Payment passwords and emailed codes are this many digits. */
export const PAY_PWD_LENGTH = 6;
export const CODE_LENGTH = 6;
export const NICKNAME_MAX = 20;

export const accountField = z
  .string('validation.account.length')
  .trim()
  .min(ACCOUNT_MIN, 'validation.account.length')
  .max(ACCOUNT_MAX, 'validation.account.length')
  .regex(/^\w+$/, 'validation.account.pattern');

export const passwordField = z
  .string('validation.password.required')
  .min(1, 'validation.password.required')
  .min(PASSWORD_MIN, 'validation.password.length')
  .max(PASSWORD_MAX, 'validation.password.length');

export const payPasswordField = z
  .string('validation.payPwd.required')
  .min(1, 'validation.payPwd.required')
  .regex(new RegExp(`^\\d{${PAY_PWD_LENGTH}}$`), 'validation.payPwd.format');

export const emailField = z
  .string('validation.email.required')
  .trim()
  .min(1, 'validation.email.required')
  .max(254, 'validation.email.invalid')
  .pipe(z.email('validation.email.invalid'));

export const codeField = z
  .string('validation.code.required')
  .trim()
  .min(1, 'validation.code.required')
  .regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), 'account.code.invalid');

export const credentialsSchema = z.object({ account: accountField, pwd: passwordField });
export type Credentials = z.infer<typeof credentialsSchema>;

export const sendEmailCodeSchema = z.object({ email: emailField.optional() });
export const setSecureMailBoxSchema = z.object({ email: emailField, newCode: codeField, oldCode: codeField.optional() });
export const setPayPwdSchema = z.object({ payPwd: payPasswordField, code: codeField });
export const updatePwdSchema = z.object({ pwd: passwordField, code: codeField });
export const resetCodeSchema = z.object({ account: accountField });
export const resetPwdSchema = z.object({ account: accountField, code: codeField, pwd: passwordField });

export const nicknameField = userText(undefined, z.string().trim().min(1, 'validation.nickname.required').max(NICKNAME_MAX, 'validation.nickname.length'));
export const updateMemberInfoSchema = z
  .object({ nickname: nicknameField.optional(), avatar: z.string().max(300).regex(/^\/uploads\/[\w/.-]+$/, 'validation.avatar.invalid').optional() })
  .refine((v) => v.nickname !== undefined || v.avatar !== undefined, 'error.invalidParam');

/** POST member/recentlyViewed: keep recently viewed (true) or turn it off and forget it (false). */
export const recentlyViewedSchema = z.object({ enabled: flagField() });

/** GET member/exportData: the member's latest copy of their data. */
export type DataExportStatus =
  | { status: 'none' }
  | { status: 'pending' | 'failed'; requestedAt: string }
  | { status: 'ready'; requestedAt: string; readyAt: string; expiresAt: string; bytes: number };

/** What getMemberInfo returns: the member's own view of their account. */
export interface MemberInfo {
  account: string;
  nickname: string;
  avatar: string | null;
  email: string | null;
  haveEmail: boolean;
  havePayPwd: boolean;
  balance: number;
  vipExpiresAt: string | null;
  pwdUpdatedAt: string;
  payPwdUpdatedAt: string | null;
  emailUpdatedAt: string | null;
  createdAt: string;
  /** Whether recently viewed is kept for this member (they may turn it off in settings). */
  recentlyViewed: boolean;
}
