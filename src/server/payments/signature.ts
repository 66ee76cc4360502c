import { createHmac, timingSafeEqual } from 'node:crypto';

/** Callbacks older than this are refused even with a good signature: a captured one cannot be replayed later. */
const SIGNATURE_TOLERANCE_MS = 5 * 60_000;

const hmac = (key: Buffer, timestamp: number, body: string) => createHmac('sha256', key).update(`${timestamp}.${body}`).digest('hex');

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, the scheme the sandbox uses as real providers do. */
export function signPayload(key: Buffer, body: string, now: Date): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${hmac(key, timestamp, body)}`;
}

export type SignatureProblem = 'missing' | 'malformed' | 'stale' | 'mismatch';

/** Null when the header signs exactly this body recently enough; otherwise what is wrong with it. */
export function checkSignature(key: Buffer, header: string | null, body: string, now: Date): SignatureProblem | null {
  if (!header) return 'missing';
  const parts = new Map(header.split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isSafeInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) return 'malformed';
  if (Math.abs(now.getTime() - timestamp * 1000) > SIGNATURE_TOLERANCE_MS) return 'stale';
  const expected = Buffer.from(hmac(key, timestamp, body), 'hex');
  return timingSafeEqual(expected, Buffer.from(given, 'hex')) ? null : 'mismatch';
}
