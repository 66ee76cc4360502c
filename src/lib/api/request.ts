import { ofetch } from 'ofetch';
import { currentLocale, currentT } from '../i18n/current.ts';
import type { TFunction } from '../i18n/messages.ts';
import { $token, logout } from '../../stores/user.ts';
import { toast, toastOnNextPage } from '../../stores/toast.ts';
import { encodeForm, normalizePayload, toFormData, type ContentType } from './encode.ts';
import { LOGIN_EXPIRED_CODE, asEnvelope, isSuccess } from './envelope.ts';
import { ApiError, httpStatusMessage } from './errors.ts';
import { RETRY_STATUSES, encodeBody, resolveUrl, stopOnAbort, toApiError, withQuery } from './transport.ts';

export const REQUEST_TIMEOUT_MS = 60_000;
export const GET_RETRIES = 5;
export const GET_RETRY_DELAY_MS = 100;

export type Params = Record<string, unknown>;

export interface RequestOptions {
  /** Send the session token (default true). */
  withToken?: boolean;
  /** Body encoding of POST and PUT (default 'json'). */
  contentType?: ContentType;
  /**
   * Toast the success message: successMessage, else the server's msg, else "operation success".
   * 'nextPage' keeps it for the next page, for a request the caller follows with a navigation.
   */
  showSuccess?: boolean | 'nextPage';
  successMessage?: string;
  /** Reject without toasting the failure; the caller reports it. */
  silentError?: boolean;
  /** Trim strings in params and bodies (default true). */
  trim?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  timeout?: number;
}

export interface UploadInput {
  file: Blob;
  /** Form field of the file (default 'file'). */
  name?: string;
  filename?: string;
  /** Extra form fields; arrays are sent as name[]. */
  fields?: Params;
}

export interface CreateRequestOptions {
  baseURL?: string;
  timeout?: number;
  /** Retries of a failed GET (network error, 408 or 5xx). */
  retry?: number;
  retryDelay?: number;
  /** Called after a login-expired envelope; logs out and opens the login page by default. */
  onLoginExpired?: () => void;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type DescribeStatus = (status: number, serverMsg: string | undefined, t: TFunction) => string;

export function createRequest(config: CreateRequestOptions = {}) {
  const baseURL = config.baseURL ?? '/api';
  const onLoginExpired = config.onLoginExpired ?? logout;

  function fail(error: ApiError, opts: RequestOptions): never {
    if (error.kind !== 'cancelled' && !opts.silentError) toast.error(error.msg);
    throw error;
  }

  function unwrap<T>(body: unknown, opts: RequestOptions, t: TFunction): T {
    const envelope = asEnvelope(body);
    if (!envelope) return fail(new ApiError('invalid', t('api.failed'), { data: body }), opts);
    const { code, data, msg } = envelope;
    if (isSuccess(envelope)) {
      const text = opts.successMessage ?? msg ?? t('common.operationSuccess');
      if (opts.showSuccess === 'nextPage') toastOnNextPage('success', text);
      else if (opts.showSuccess) toast.success(text);
      return data as T;
    }
    if (code === LOGIN_EXPIRED_CODE) {
      const expired = new ApiError('loginExpired', t('api.loginExpired'), { code, data });
      // The default handler leaves for the login page at once: the message goes with the shopper there.
      if (config.onLoginExpired) toast.error(expired.msg);
      else toastOnNextPage('error', expired.msg);
      onLoginExpired();
      throw expired;
    }
    return fail(new ApiError('business', msg ?? t('common.operationFailed'), { code, data }), opts);
  }

  async function send<T>(
    method: Method,
    url: string,
    payload: unknown,
    opts: RequestOptions,
    describeStatus: DescribeStatus = httpStatusMessage,
  ): Promise<T> {
    const t = currentT();
    const headers = new Headers(opts.headers);
    headers.set('lang', currentLocale());
    const token = $token.get();
    if (opts.withToken !== false && token) headers.set('token', token);

    const data = normalizePayload(payload, opts.trim !== false);
    let target = resolveUrl(url, baseURL);
    let body: BodyInit | undefined;
    if (method === 'GET') target = withQuery(target, encodeForm({ ...(data as Params), _t: Date.now() }));
    else if (method === 'DELETE') target = withQuery(target, encodeForm(data));
    else body = encodeBody(data, opts.contentType ?? 'json', headers);

    const timeout = opts.timeout ?? config.timeout ?? REQUEST_TIMEOUT_MS;
    let response: unknown;
    try {
      response = await ofetch(target, {
        method,
        headers,
        body,
        // ofetch only applies `timeout` when it owns the signal, so a caller's signal gets one merged in.
        ...(opts.signal ? { signal: AbortSignal.any([opts.signal, AbortSignal.timeout(timeout)]) } : { timeout }),
        retry: method === 'GET' ? (config.retry ?? GET_RETRIES) : 0,
        retryDelay: config.retryDelay ?? GET_RETRY_DELAY_MS,
        retryStatusCodes: RETRY_STATUSES,
        responseType: 'json',
        onRequestError: stopOnAbort(t),
      });
    } catch (error) {
      return fail(toApiError(error, t, (status, msg) => describeStatus(status, msg, t)), opts);
    }
    return unwrap<T>(response, opts, t);
  }

  function upload<T = unknown>(url: string, input: Blob | UploadInput, opts: RequestOptions = {}): Promise<T> {
    const { file, name = 'file', filename, fields } = input instanceof Blob ? { file: input } : input;
    const form = toFormData(normalizePayload(fields ?? {}, opts.trim !== false));
    const fileName = filename ?? (file instanceof File ? file.name : undefined);
    if (fileName === undefined) form.append(name, file);
    else form.append(name, file, fileName);
    const target = resolveUrl(url, baseURL);
    return send<T>('POST', url, form, opts, (status, serverMsg, t) =>
      serverMsg ?? t('api.uploadFailed', { method: 'POST', url: target, status }),
    );
  }

  return {
    get: <T = unknown>(url: string, params?: Params, opts: RequestOptions = {}) => send<T>('GET', url, params, opts),
    post: <T = unknown>(url: string, data?: unknown, opts: RequestOptions = {}) => send<T>('POST', url, data, opts),
    put: <T = unknown>(url: string, data?: unknown, opts: RequestOptions = {}) => send<T>('PUT', url, data, opts),
    /** DELETE carries its params in the query string. */
    del: <T = unknown>(url: string, params?: Params, opts: RequestOptions = {}) => send<T>('DELETE', url, params, opts),
    upload,
  };
}

export type RequestClient = ReturnType<typeof createRequest>;

export const http = createRequest();
export default http;
