import { HttpError } from 'react-admin';

/** The console's session token and language, kept in this browser only (never shared with the shop's). */
const TOKEN_KEY = 'om-admin-token';
const LOCALE_KEY = 'om-admin-locale';
export type ConsoleLocale = 'zh' | 'en';

export const session = {
  token: () => localStorage.getItem(TOKEN_KEY),
  save: (token: string) => localStorage.setItem(TOKEN_KEY, token),
  clear: () => localStorage.removeItem(TOKEN_KEY),
};

export function consoleLocale(): ConsoleLocale {
  const stored = localStorage.getItem(LOCALE_KEY);
  if (stored === 'zh' || stored === 'en') return stored;
  return navigator.language.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

export const saveConsoleLocale = (locale: string) => localStorage.setItem(LOCALE_KEY, locale);

interface Envelope<T> {
  code: number;
  data: T;
  msg: string;
}

export interface RequestOptions {
  method?: 'GET' | 'POST';
  query?: Record<string, string | number | undefined>;
  json?: unknown;
  /** A form (pictures) or a file sent as the raw body (videos, which are streamed to disk). */
  body?: FormData | Blob;
}

/**
 * One call to /api/admin. Code 0 answers the data; code 403 (no or expired session) becomes HTTP 401 so
 * react-admin logs out; any other refusal carries the server's translated reason for the notification.
 */
export async function adminRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const url = new URL(`/api/admin${path}`, location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
  const headers: Record<string, string> = { lang: consoleLocale() };
  const token = session.token();
  if (token) headers.token = token;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(url, { method: options.method ?? 'GET', headers, body: options.body ?? (options.json === undefined ? undefined : JSON.stringify(options.json)) });
  } catch {
    throw new HttpError('ra.notification.http_error', 0);
  }
  const envelope = (await res.json().catch(() => null)) as Envelope<T> | null;
  if (!envelope) throw new HttpError('ra.notification.http_error', res.status || 500);
  if (envelope.code === 403) throw new HttpError(envelope.msg, 401);
  if (envelope.code !== 0) throw new HttpError(envelope.msg, res.status === 200 ? 400 : res.status, { message: envelope.msg });
  return envelope.data;
}

/** Uploads a picture for the console's forms (`/api/admin/media/<kind>`); answers the URL the form keeps. */
export async function uploadMedia(kind: string, file: File): Promise<string> {
  const body = new FormData();
  body.set('file', file);
  return (await adminRequest<{ url: string }>(`/media/${kind}`, { method: 'POST', body })).url;
}
