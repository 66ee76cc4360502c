import { z } from './zod.ts';
import { ORDER_STATUSES } from './order-view.ts';
import { pageQuery, strictNumber, userText } from './common.ts';
import { consoleListQuery, MEMBER_SORTS } from './admin-lists.ts';

/**
 * Payloads of the operator console, shared by its forms and /api/admin. Error messages are message keys,
 * translated alike on both sides.
 */
const required = (max: number) => z.string().trim().min(1, 'admin.validation.required').max(max, 'admin.validation.tooLong');
/** Words an operator types that members may read (reasons, tracking events): direction controls removed like a member's text. */
const text = (max: number) => userText('admin.validation.required', required(max));

/** Lists: page like the shop's lists (at most 100 rows), sorted by a column the list names. */
export const adminListQuery = pageQuery(20, 100).extend({
  sort: z.string().max(40).optional().catch(undefined),
  order: z.enum(['asc', 'desc']).optional().catch(undefined),
  q: z.string().trim().max(100).optional().catch(undefined),
});
export type AdminListQuery = z.infer<typeof adminListQuery>;

export const adminOrderQuery = adminListQuery.extend({ status: z.enum(ORDER_STATUSES).optional().catch(undefined) });

export const shipSchema = z.object({
  carrier: text(40),
  trackingNo: userText('admin.validation.required', required(40).regex(/^[\w-]+$/, 'admin.validation.trackingNo')),
});
export const reasonSchema = z.object({ reason: text(200) });

/** The console's member list: search, registration dates, sorted by a column of MEMBER_SORTS. */
export const adminMemberQuery = consoleListQuery(MEMBER_SORTS);
export type AdminMemberQuery = z.infer<typeof adminMemberQuery>;
/** Yuan with up to two decimals, signed: + credits the balance, - debits it. Text must be plain decimal ("1e3" is not 1000). */
export const balanceAdjustSchema = z.object({
  amount: z.preprocess(strictNumber, z.number('admin.validation.amount')).refine((n) => Number.isFinite(n) && n !== 0 && Math.abs(n) <= 1_000_000 && Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'admin.validation.amount'),
  reason: text(200),
});
