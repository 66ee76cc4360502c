import { formatDateTime } from '../time.ts';

export type ContentType = 'json' | 'form' | 'multipart';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Prepares a payload the way the API expects it: dates as 'YYYY-MM-DD HH:mm:ss' and, unless
 * `trim` is false, every string trimmed, at any depth. Files and other objects pass untouched.
 */
export function normalizePayload<T>(value: T, trim = true): T {
  return normalize(value, trim) as T;
}

function normalize(value: unknown, trim: boolean): unknown {
  if (typeof value === 'string') return trim ? value.trim() : value;
  if (value instanceof Date) return formatDateTime(value);
  if (Array.isArray(value)) return value.map((item) => normalize(item, trim));
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, normalize(item, trim)]));
  }
  return value;
}

export type FormValue = string | Blob;

/**
 * Flattens a payload into form fields: ids: [1, 2] → ids[]=1, ids[]=2; { a: { b: 'c' } } → a[b]=c.
 * Arrays of objects use indices (items[0][skuId]) because empty brackets cannot say which fields
 * belong to the same item. Undefined is skipped, null becomes an empty value.
 */
export function formEntries(value: unknown, prefix = ''): [string, FormValue][] {
  if (value === undefined) return [];
  if (value === null) return prefix ? [[prefix, '']] : [];
  if (value instanceof Blob) return prefix ? [[prefix, value]] : [];
  if (value instanceof Date) return prefix ? [[prefix, formatDateTime(value)]] : [];
  if (Array.isArray(value)) {
    const nested = value.some((item) => isPlainObject(item) || Array.isArray(item));
    return value.flatMap((item, index) => formEntries(item, nested ? `${prefix}[${index}]` : `${prefix}[]`));
  }
  if (typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => formEntries(item, prefix ? `${prefix}[${key}]` : key));
  }
  return prefix ? [[prefix, String(value)]] : [];
}

/** application/x-www-form-urlencoded text of a payload (files are not allowed here). */
export function encodeForm(value: unknown): string {
  const params = new URLSearchParams();
  for (const [key, item] of formEntries(value)) {
    if (typeof item !== 'string') throw new TypeError(`a file cannot be sent url-encoded (${key})`);
    params.append(key, item);
  }
  return params.toString();
}

export function toFormData(value: unknown, form = new FormData()): FormData {
  for (const [key, item] of formEntries(value)) form.append(key, item);
  return form;
}

/** Bodies the caller already encoded go out as they are. */
export function isEncodedBody(value: unknown): value is BodyInit {
  return (
    typeof value === 'string' ||
    value instanceof FormData ||
    value instanceof URLSearchParams ||
    value instanceof Blob ||
    value instanceof ArrayBuffer ||
    ArrayBuffer.isView(value)
  );
}
