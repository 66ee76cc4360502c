import { z } from './zod.ts';
import { userText, wholeNumber } from './common.ts';

/**
 * The console's change of a member's VIP membership: grant to a member without it, extend a running one
 * (from its current end), revoke it now. Each carries a reason for the audit log and the console's request id,
 * so a repeated click or a retried request changes the membership once.
 */
export const VIP_ACTIONS = ['grant', 'extend', 'revoke'] as const;
export type VipAction = (typeof VIP_ACTIONS)[number];
export const VIP_GRANT_MONTHS_MAX = 36;

export const vipChangeSchema = z
  .object({
    action: z.enum(VIP_ACTIONS, 'admin.vip.action'),
    months: wholeNumber('admin.vip.months', 1, VIP_GRANT_MONTHS_MAX).optional(),
    reason: userText('admin.validation.required', z.string().trim().min(1, 'admin.validation.required').max(200, 'admin.validation.tooLong')),
    requestId: z.string('admin.vip.requestId').regex(/^[\w-]{8,64}$/, 'admin.vip.requestId'),
  })
  .refine((v) => v.action === 'revoke' || v.months !== undefined, {
    message: 'admin.vip.months',
    path: ['months'],
  });
export type VipChange = z.infer<typeof vipChangeSchema>;
