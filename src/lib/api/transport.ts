import type { FetchContext } from 'ofetch';
import type { TFunction } from '../i18n/messages.ts';
import { encodeForm, isEncodedBody, toFormData, type ContentType } from './encode.ts';
import { asEnvelope } from './envelope.ts';
import { ApiError } from './errors.ts';

/** Statuses worth retrying a GET for; a network error counts as 500. */
export const RETRY_STATUSES = [408, 500, 502, 503, 504];
const ABSOLUTE_URL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;
/** Paths served outside the /api prefix. */
const UNPREFIXED = ['/web/api/'];

export function resolveUrl(url: string, baseURL: string): string {
  const base = baseURL.replace(/\/+$/, '');
  if (ABSOLUTE_URL.test(url) || UNPREFIXED.some((p) => url.startsWith(p))) return url;
  if (base && (url === base || url.startsWith(`${base}/`))) return url;
  return `${base}/${url.replace(/^\/+/, '')}`;
}

export function withQuery(url: string, query: string): string {
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

export function encodeBody(data: unknown, type: ContentType, headers: Headers): BodyInit | undefined {
  if (data === undefined || data === null) return undefined;
  if (isEncodedBody(data)) return data;
  if (type === 'multipart') return toFormData(data);
  if (type === 'form') {
    headers.set('content-type', 'application/x-www-form-urlencoded;charset=UTF-8');
    return encodeForm(data);
  }
  headers.set('content-type', 'application/json');
  return JSON.stringify(data);
}

/**
 * Aborts and timeouts end a request at once: throwing from this hook skips ofetch's retry, which
 * would otherwise retry a timed-out GET five more times, or a cancelled one.
 */
export function stopOnAbort(t: TFunction) {
  return ({ error, options }: FetchContext & { error: Error }) => {
    const reason: unknown = options.signal?.aborted ? options.signal.reason : error;
    const name = reason instanceof Error || reason instanceof DOMException ? reason.name : '';
    if (name === 'TimeoutError') throw new ApiError('timeout', t('api.timeout'), { cause: error });
    if (options.signal?.aborted || error.name === 'AbortError') throw new ApiError('cancelled', '', { cause: error });
  };
}

export function toApiError(error: unknown, t: TFunction, describeStatus: (status: number, msg?: string) => string): ApiError {
  if (error instanceof ApiError) return error;
  const failure = error as { response?: Response; data?: unknown; status?: number };
  if (failure.response) {
    const status = failure.response.status;
    const envelope = asEnvelope(failure.data);
    return new ApiError('http', describeStatus(status, envelope?.msg), {
      status,
      code: envelope?.code,
      data: envelope?.data,
      cause: error,
    });
  }
  return new ApiError('network', t('api.network'), { cause: error });
}
