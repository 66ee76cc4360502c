import type { MessageKey, TFunction } from '../i18n/messages.ts';

/**
 * business: the envelope carried a failure code; loginExpired: envelope code 403; http: a 4xx/5xx
 * status; invalid: the body was empty or not an envelope; timeout, network: no answer;
 * cancelled: the caller aborted (never shown to the shopper).
 */
export type ApiErrorKind = 'business' | 'loginExpired' | 'http' | 'invalid' | 'timeout' | 'network' | 'cancelled';

export interface ApiErrorInit {
  code?: number;
  data?: unknown;
  status?: number;
  cause?: unknown;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** The envelope code; -1 when no envelope arrived. */
  readonly code: number;
  /** The text shown to the shopper. */
  readonly msg: string;
  readonly data: unknown;
  /** HTTP status, when a response arrived. */
  readonly status: number | undefined;

  constructor(kind: ApiErrorKind, msg: string, init: ApiErrorInit = {}) {
    super(msg, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.code = init.code ?? -1;
    this.msg = msg;
    this.data = init.data;
    this.status = init.status;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True for a request the caller aborted: such rejections need no message. */
export function isCancelled(error: unknown): boolean {
  return isApiError(error) && error.kind === 'cancelled';
}

const STATUS_MESSAGE: Record<number, MessageKey> = {
  400: 'http.status.400',
  401: 'http.status.401',
  403: 'http.status.403',
  404: 'http.status.404',
  405: 'http.status.405',
  408: 'http.status.408',
  500: 'http.status.500',
  501: 'http.status.501',
  502: 'http.status.502',
  503: 'http.status.503',
  504: 'http.status.504',
  505: 'http.status.505',
};

/** What to tell the shopper about an HTTP error status; the server's own message wins when it sent one. */
export function httpStatusMessage(status: number, serverMsg: string | undefined, t: TFunction): string {
  if (serverMsg) return serverMsg;
  const key = STATUS_MESSAGE[status];
  return key ? t(key) : t('api.failed');
}

/** Seconds a rate-limited request says to wait before trying again (envelope data `retryAfter`), or null. */
export function retryAfterSeconds(error: unknown): number | null {
  if (!isApiError(error) || error.status !== 429) return null;
  const wait = (error.data as { retryAfter?: unknown } | null | undefined)?.retryAfter;
  return typeof wait === 'number' && Number.isFinite(wait) && wait > 0 ? wait : null;
}
