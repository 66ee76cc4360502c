import { z } from 'zod';
import type { MessageKey } from '../i18n/messages.ts';

/**
 * Pieces every payload schema shares. Lists page the same way everywhere, and id lists read the same
 * way from JSON, bracket-encoded forms and query strings.
 */

/**
 * `page` and `pageSize` of a list query. Lenient on purpose: a bad page or size falls back (page 1, the
 * default size) and sizes are held between 1 and `max`, so a hand-edited URL still shows a list.
 */
export function pageQuery(size: number, max: number) {
  return z.object({
    page: z.coerce.number().int().catch(1).default(1).transform((n) => Math.max(1, n)),
    pageSize: z.coerce.number().int().catch(size).default(size).transform((n) => Math.min(max, Math.max(1, n))),
  });
}

/**
 * Positive ids as an array (JSON, bracket-encoded forms) or a comma list ("1,2" in a query string), at
 * most `max`. `invalid` names a bad id; with `empty`, the list is required and may not be empty.
 */
export function idList(options: { max: number; invalid?: MessageKey; empty?: MessageKey }) {
  const invalid = options.invalid ?? 'error.invalidParam';
  const id = z.coerce.number(invalid).int(invalid).positive(invalid);
  const list = z.array(id, options.empty ?? invalid).max(options.max, 'error.invalidParam');
  return z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter((s) => s.trim() !== '') : v),
    options.empty ? list.min(1, options.empty) : list,
  );
}
