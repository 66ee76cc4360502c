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

/** Like strictNumber, for whole numbers: text is read only when it is decimal digits ("8", "-3"), so "8.0" and "8e0" stay text. */
export function strictWholeNumber(value: unknown): unknown {
  return typeof value === 'string' && /^-?\d{1,20}$/.test(value) ? Number(value) : value;
}

/** A whole number from `min` to `max`; anything else fails with `message`. */
export function wholeNumber(message: MessageKey, min: number, max: number) {
  return z.preprocess(strictWholeNumber, z.number(message).int(message).min(min, message).max(max, message));
}

/**
 * A database id: a whole number from 1 to MAX_ID, so no query is ever sent an id its column cannot hold.
 * Every id a route reads, in a body, a query or its path, goes through this one schema.
 */
export function idField(message: MessageKey = 'error.invalidParam') {
  return wholeNumber(message, 1, MAX_ID);
}

/**
 * Yes or no: a JSON boolean, or the words "true" and "false" a form-encoded body or a query string carries
 * for one (what the shop's own clients send). Nothing else is read as a boolean: not 1 or 0, "on", "yes" or
 * "" — and never "false" as yes, as `Boolean("false")` would have it.
 */
export function flagField(message: MessageKey = 'error.invalidParam') {
  return z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean(message));
}

/** An order number as the shop writes them (decimal digits); anything else is an order that does not exist. */
export function orderNoField(message: MessageKey = 'order.notFound') {
  return z.string(message).trim().regex(/^\d{10,32}$/, message);
}

/**
 * Characters that override or embed text direction (U+202A–U+202E) or isolate it (U+2066–U+2069). In text a
 * member writes they turn what others read around ("gpj.exe" shown as "exe.jpg") and can reorder a whole
 * line after them; no shopper needs them, so they are removed.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

export function stripBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

/**
 * Text people type that the shop keeps and shows to others (nicknames, reviews, comments, addresses,
 * feedback, reasons, messages): a string (else `message`), with direction controls removed before `rules`
 * (trim, length, pattern) judge what is left, so a text of nothing but controls counts as empty.
 */
export function userText<T extends z.ZodType<unknown, string>>(message: MessageKey | undefined, rules: T) {
  return z.string(message).transform(stripBidiControls).pipe(rules);
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
