import { z } from './zod.ts';
import type { MessageKey } from '../i18n/messages.ts';

/**
 * Pieces every payload schema shares. Lists page the same way everywhere, and id lists read the same
 * way from JSON, bracket-encoded forms and query strings.
 */

/** The largest id the database holds (a 32-bit integer column). */
export const MAX_ID = 2_147_483_647;
/** Pages beyond this are not a list anyone reads; it keeps offsets far inside what the databases take. */
const MAX_PAGE = 100_000;

/**
 * Numbers arrive as JSON numbers or as text (forms, query strings). Text becomes a number only when it is
 * plainly written in decimal: "0x10", "1e3", " 5 ", "" and `true` stay what they are and fail the number
 * check, instead of quietly becoming 16, 1000, 5, 0 or 1 as `Number()` would make them.
 */
export function strictNumber(value: unknown): unknown {
  return typeof value === 'string' && /^-?\d{1,20}(\.\d{1,20})?$/.test(value) ? Number(value) : value;
}

/** A whole number from `min` to `max`; anything else fails with `message`. */
export function wholeNumber(message: MessageKey, min: number, max: number) {
  return z.preprocess(strictNumber, z.number(message).int(message).min(min, message).max(max, message));
}

/** A database id: a whole number from 1 to MAX_ID, so no query is ever sent an id its column cannot hold. */
export function idField(message: MessageKey = 'error.invalidParam') {
  return wholeNumber(message, 1, MAX_ID);
}

/**
 * `page` and `pageSize` of a list query. Lenient on purpose: a bad page or size falls back (page 1, the
 * default size) and sizes are held between 1 and `max`, so a hand-edited URL still shows a list.
 */
export function pageQuery(size: number, max: number) {
  return z.object({
    page: z.preprocess(strictNumber, z.number().int()).catch(1).default(1).transform((n) => Math.min(MAX_PAGE, Math.max(1, n))),
    pageSize: z.preprocess(strictNumber, z.number().int()).catch(size).default(size).transform((n) => Math.min(max, Math.max(1, n))),
  });
}

/**
 * Positive ids as an array (JSON, bracket-encoded forms) or a comma list ("1,2" in a query string), at
 * most `max`. `invalid` names a bad id; with `empty`, the list is required and may not be empty.
 */
export function idList(options: { max: number; invalid?: MessageKey; empty?: MessageKey }) {
  const invalid = options.invalid ?? 'error.invalidParam';
  const id = idField(invalid);
  const list = z.array(id, options.empty ?? invalid).max(options.max, 'error.invalidParam');
  return z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter((s) => s !== '') : v),
    options.empty ? list.min(1, options.empty) : list,
  );
}
