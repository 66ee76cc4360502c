import type { Context } from 'hono';
import qs from 'qs';
import type { z } from 'zod';
import { CATALOG } from '../../lib/i18n/catalog.server.ts';
import type { MessageKey } from '../../lib/i18n/messages.ts';
import { DomainError } from '../errors.ts';
import { HttpError } from './errors.ts';

const QS_OPTIONS = { arrayLimit: 200, depth: 5, parameterLimit: 500 } as const;

/** The request's input: query string for GET, else a JSON or url-encoded (bracket arrays) body. */
async function readInput(c: Context): Promise<unknown> {
  const query = qs.parse(new URL(c.req.url).search.slice(1), QS_OPTIONS);
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return query;
  const type = c.req.header('content-type') ?? '';
  const text = await c.req.text();
  if (text.trim() === '') return query;
  if (type.includes('application/json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new HttpError(400, 'error.malformedJson');
    }
  }
  if (type.includes('application/x-www-form-urlencoded')) return qs.parse(text, QS_OPTIONS);
  throw new HttpError(415, 'error.unsupportedContentType');
}

function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(CATALOG.zh, value);
}

/** Validates input against the payload's shared schema; the first problem becomes a translated business error. */
function validate<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') ?? '';
  if (issue && isMessageKey(issue.message)) throw new DomainError(issue.message, { field });
  throw new DomainError('error.invalidParam', { field });
}

export async function parseInput<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  return validate(schema, await readInput(c));
}
