/** Every API response: { code, data, msg }. */
export interface Envelope<T = unknown> {
  code: number;
  data: T;
  msg?: string;
}

/** 200 is a shopper-facing success, 0 an operator-console success. */
export const SUCCESS_CODES: ReadonlySet<number> = new Set([200, 0]);
export const LOGIN_EXPIRED_CODE = 403;

function toCode(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) return Number(value);
  return undefined;
}

/** The body as an envelope (codes sent as numeric strings are accepted), or null when it is none. */
export function asEnvelope(body: unknown): Envelope | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const record = body as Record<string, unknown>;
  const code = toCode(record.code);
  if (code === undefined) return null;
  const msg = typeof record.msg === 'string' && record.msg.trim() !== '' ? record.msg : undefined;
  return { code, data: record.data, msg };
}

export function isSuccess(envelope: Envelope): boolean {
  return SUCCESS_CODES.has(envelope.code);
}
