import { z } from './zod.ts';
import { flagField } from './common.ts';
import { PASSWORD_MAX, codeField } from './account.ts';

/**
 * POST member/deleteAccount: the login password, the code mailed to the security email (when one is bound), what
 * becomes of the member's reviews and comments, and whether a balance left is given up.
 */
export const deleteAccountSchema = z.object({
  pwd: z.string('validation.password.required').min(1, 'validation.password.required').max(PASSWORD_MAX, 'validation.password.length'),
  code: codeField.optional(),
  reviews: z.enum(['keep', 'delete'], 'account.delete.reviewsChoice'),
  forfeitBalance: flagField().optional(),
});
export type DeleteAccount = z.infer<typeof deleteAccountSchema>;

