import type { Context } from 'hono';
import qs from 'qs';
import type { z } from 'zod';
import { CATALOG } from '../../lib/i18n/catalog.server.ts';
import type { MessageKey } from '../../lib/i18n/messages.ts';
import { DomainError } from '../errors.ts';
import { HttpError } from './errors.ts';

const QS_OPTIONS = { arrayLimit: 200, depth: 5, parameterLimit: 500 } as const;

/** The path of the first text (or key) in `input` holding a NUL character, if any. */
function nulPath(input: unknown, path: string[] = []): string | undefined {
  if (typeof input === 'string') return input.includes('\u0000') ? path.join('.') : undefined;
  if (input === null || typeof input !== 'object') return undefined;
  for (const [key, value] of Object.entries(input)) {
    if (key.includes('\u0000')) return [...path, ''].join('.');
    const found = nulPath(value, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * NUL is never part of anything a shopper types, PostgreSQL cannot store it in text, and C-based tools
 * cut strings at it: input holding one is refused with a message naming the field.
 */
function refuseNul(input: unknown): unknown {
  const field = nulPath(input);
  if (field !== undefined) throw new DomainError('error.nulCharacter', { field });
  return input;
}

/** The request's input: query string for GET, else a JSON or url-encoded (bracket arrays) body. */
async function readInput(c: Context): Promise<unknown> {
  return refuseNul(await readRaw(c));
}

async function readRaw(c: Context): Promise<unknown> {
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

/**
 * Validates input against the payload's shared schema; the first problem becomes a translated business error
 * naming the field (`at` is where the input sits, for a value that is not a whole payload).
 */
function validate<S extends z.ZodType>(schema: S, input: unknown, at: PropertyKey[] = []): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = [...at, ...(issue?.path ?? [])].map(String).join('.');
  if (issue && isMessageKey(issue.message)) throw new DomainError(issue.message, { field });
  throw new DomainError('error.invalidParam', { field });
}

export async function parseInput<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  return validate(schema, await readInput(c));
}

/**
 * A path parameter (`/members/:id`), read by the same schema as the field would be in a body: an id through
 * idField, an order number through orderNoField. A bad one is that schema's translated error, never a value
 * the database cannot take (an id beyond its column, a NUL in text).
 */
export function parseParam<S extends z.ZodType>(c: Context, name: string, schema: S): z.infer<S> {
  return validate(schema, c.req.param(name), [name]);
}

/**
 * A multipart or url-encoded form body. One that cannot be read as a form (multipart without a
 * boundary, a broken part) is a 400 with a translated message, not an unexpected error.
 */
export async function readForm(c: Context): Promise<Record<string, string | File | (string | File)[]>> {
  try {
    return await c.req.parseBody();
  } catch {
    throw new HttpError(400, 'error.malformedForm');
  }
}
