import type { Context } from 'hono';
import type { z } from 'zod';
import { DomainError } from '../errors.ts';
import type { BulkOutcome } from '../flows/operator/bulk.ts';
import { parseInput } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import { HttpError } from '../http/errors.ts';

/**
 * A console list's query (schemas/admin-lists.ts): a refused sort, order or date is the request's mistake,
 * answered 400 with the translated reason, and a range whose start is not before its end likewise.
 */
export async function parseListQuery<S extends z.ZodType<{ from?: string | undefined; to?: string | undefined }>>(c: Context, schema: S): Promise<z.infer<S>> {
  let query: z.infer<S>;
  try {
    query = await parseInput(c, schema);
  } catch (err) {
    if (err instanceof DomainError) throw new HttpError(400, err.key, err.params);
    throw err;
  }
  if (query.from && query.to && query.from >= query.to) throw new HttpError(400, 'admin.list.badRange');
  return query;
}

/** A bulk action's answer: the ids changed and unchanged, and each refused one with its reason in the caller's language. */
export function bulkAnswer(c: Context<AppEnv>, outcome: BulkOutcome) {
  const t = c.get('t');
  return { done: outcome.done, unchanged: outcome.unchanged, refused: outcome.refused.map((r) => ({ id: r.id, msg: t(r.key, r.params) })) };
}
