import { z } from './zod.ts';
import { idList, pageQuery } from './common.ts';

/**
 * What every console list takes besides its own filters: a page, a column to sort by (each list names the
 * columns it can sort by), and a date range. A sort the list does not offer, an order other than asc or desc
 * and a date that is not a date are refused with a translated 400 rather than quietly ignored, so a wrong
 * link or export never reads as the whole list.
 */

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;
const DATETIME = z.iso.datetime({ offset: true });

/**
 * An instant as the database stores times (ISO-8601 UTC). The console sends the operator's local midnight as
 * a full time; a bare day (`2026-11-27`, from a script or a typed link) is that day in UTC, and as `to` it
 * includes the whole day.
 */
function instant(endOfDay: boolean) {
  return z
    .string('admin.list.badDate')
    .trim()
    .refine((v) => toInstant(v, endOfDay) !== null, 'admin.list.badDate')
    .transform((v) => toInstant(v, endOfDay)!);
}

/**
 * The stored form of `v`, or null when it names no real day (the 30th of February, which Date.parse moves on
 * to March) or falls past the year 9999, where ISO strings take a sign and no longer compare as text.
 */
function toInstant(v: string, endOfDay: boolean): string | null {
  const day = DAY.test(v);
  if (!day && !DATETIME.safeParse(v).success) return null;
  const ms = Date.parse(day ? `${v}T00:00:00Z` : v);
  if (Number.isNaN(ms) || (day && new Date(ms).toISOString().slice(0, 10) !== v)) return null;
  const iso = new Date(ms + (endOfDay && day ? DAY_MS : 0)).toISOString();
  return /^\d{4}-/.test(iso) ? iso : null;
}

/** `from` inclusive, `to` exclusive, both ISO-8601 UTC; `requiredRange` when both must be given. */
export const requiredRange = { from: instant(false), to: instant(true) };
export const dateRangeFields = { from: requiredRange.from.optional(), to: requiredRange.to.optional() };

/** A console list query: page (at most 100 rows), a `sort` among `sortable`, `order`, `from`/`to` and a search. */
export function consoleListQuery<const S extends readonly [string, ...string[]]>(sortable: S) {
  return pageQuery(20, 100).extend({
    sort: z.enum(sortable, 'admin.list.badSort').optional(),
    order: z.enum(['asc', 'desc'], 'admin.list.badSort').optional(),
    q: z.string().trim().max(100).optional().catch(undefined),
    ...dateRangeFields,
  });
}

/** The columns each list sorts by, read by its server query and its console screen alike. */
export const TOP_UP_SORTS = ['id', 'createdAt', 'amount', 'paidAt', 'status'] as const;
export const AUDIT_SORTS = ['id', 'createdAt', 'actor', 'action'] as const;
export const LEDGER_SORTS = ['id', 'createdAt', 'amount', 'type'] as const;
/** Members: `account` sorts by the account regardless of letter case; `createdAt` is the registration time. */
export const MEMBER_SORTS = ['id', 'createdAt', 'account', 'balance'] as const;
export const REVIEW_SORTS = ['id', 'createdAt', 'score'] as const;
export const FEEDBACK_SORTS = ['id', 'createdAt'] as const;

/** The records a bulk action applies to: 1 to 100 ids, as a JSON array or a comma list. */
export const bulkIdsSchema = z.object({ ids: idList({ max: 100, invalid: 'admin.list.noneChosen', empty: 'admin.list.noneChosen' }) });
