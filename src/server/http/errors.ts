import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { MessageKey, MessageParams, TFunction } from '../../lib/i18n/messages.ts';
import { BusyError, DomainError, LoginRequiredError, RateLimitedError } from '../errors.ts';
import { isCancelledQuery, isOutage, OUTAGE_HEADERS, RETRY_AFTER_SECONDS } from '../db/outage.ts';
import { CODE, envelope, type Envelope } from './envelope.ts';

/** A transport-level problem (malformed body, too large, wrong type): the HTTP status says what went wrong. */
export class HttpError extends Error {
  readonly status: ContentfulStatusCode;
  readonly key: MessageKey;
  readonly params: MessageParams | undefined;
  constructor(status: ContentfulStatusCode, key: MessageKey, params?: MessageParams) {
    super(key);
    this.status = status;
    this.key = key;
    this.params = params;
  }
}

export interface MappedError {
  status: ContentfulStatusCode;
  /** Data is null, except a rate limit's `{ retryAfter }` (seconds) when the limit knows when it ends. */
  body: Envelope<{ retryAfter: number } | null>;
  /** Unexpected errors are logged with their stack; expected ones are not. */
  unexpected: boolean;
  /** Headers the answer carries: `Retry-After` (seconds) on a 429 or 503 that knows when to come back. */
  headers?: Record<string, string>;
}

/** Whole seconds, at least one, as `Retry-After` and the envelope's `retryAfter` say it. */
const retrySeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * The one place that turns a thrown error into a response. Never exposes internals. Domain errors
 * travel with HTTP 200 (code -1, or 403 for a missing session); a rate limit is a transport matter, 429, and so is a server too busy to take the work, 503,
 * and a database that is down (db/outage.ts), 503 with Retry-After.
 */
export function mapError(err: unknown, t: TFunction): MappedError {
  if (err instanceof LoginRequiredError) {
    return { status: 200, body: envelope(CODE.loginRequired, null, t(err.key)), unexpected: false };
  }
  if (err instanceof RateLimitedError) {
    const retry = err.retryAfterMs === undefined ? null : { retryAfter: retrySeconds(err.retryAfterMs) };
    const headers = retry ? { 'Retry-After': String(retry.retryAfter) } : undefined;
    return { status: 429, body: envelope(CODE.businessError, retry, t(err.key, err.params)), unexpected: false, headers };
  }
  if (err instanceof BusyError) {
    const headers = err.retryAfterMs === undefined ? undefined : { 'Retry-After': String(retrySeconds(err.retryAfterMs)) };
    return { status: 503, body: envelope(CODE.businessError, null, t(err.key)), unexpected: false, headers };
  }
  if (err instanceof DomainError) {
    return { status: 200, body: envelope(CODE.businessError, null, t(err.key, err.params)), unexpected: false };
  }
  if (err instanceof HttpError) {
    return { status: err.status, body: envelope(CODE.businessError, null, t(err.key, err.params)), unexpected: false };
  }
  // A catalogue read cut by its statement timeout: busy now, worth asking again in a second; logged with its path.
  if (isCancelledQuery(err)) {
    return { status: 503, body: envelope(CODE.businessError, { retryAfter: 1 }, t('error.busy')), unexpected: true, headers: { 'Retry-After': '1', 'Cache-Control': 'no-store' } };
  }
  // The database (or another dependency) is down: the server's trouble and temporary, so 503 with Retry-After,
  // logged like any failure; never a 500 that blames the request, nor an answer a cache may keep.
  if (isOutage(err)) {
    return { status: 503, body: envelope(CODE.businessError, { retryAfter: RETRY_AFTER_SECONDS }, t('error.unavailable')), unexpected: true, headers: { ...OUTAGE_HEADERS } };
  }
  return { status: 500, body: envelope(CODE.businessError, null, t('error.internal')), unexpected: true };
}
