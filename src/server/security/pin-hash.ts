import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { deriveKey } from '../secrets.ts';

/**
 * The payment password is six digits: a million values, so no hash makes a stolen one hard to guess, and
 * scrypt only made paying cost ~260 ms of CPU. Its strength is the lockout, and the database alone must
 * not be enough to test guesses: it is stored as HMAC-SHA-256 under a key derived from APP_SECRET, which
 * the database never holds. `pin1$<key id>$<salt>$<mac>` says which key made it, so APP_SECRET can change:
 * hashes under the previous secret still verify and are rewritten under the new one on the next payment.
 */

export interface PinKey {
  /** Eight characters naming the key, not revealing it. */
  id: string;
  key: Buffer;
}

export interface PinKeys {
  current: PinKey;
  /** Keys of earlier secrets, still accepted. */
  previous: PinKey[];
}

const SCHEME = 'pin1';

function pinKey(secret: string): PinKey {
  const key = deriveKey(secret, 'pay-password');
  return { id: createHash('sha256').update(key).digest('base64url').slice(0, 8), key };
}

export function pinKeys(appSecret: string, previousSecrets: string[] = []): PinKeys {
  return { current: pinKey(appSecret), previous: previousSecrets.map(pinKey) };
}

const mac = (key: Buffer, salt: Buffer, pin: string) => createHmac('sha256', key).update(salt).update(pin).digest();

export function hashPin(keys: PinKeys, pin: string): string {
  const salt = randomBytes(16);
  return [SCHEME, keys.current.id, salt.toString('base64url'), mac(keys.current.key, salt, pin).toString('base64url')].join('$');
}

export function isKeyedPinHash(stored: string): boolean {
  return stored.startsWith(`${SCHEME}$`);
}

/**
 * Whether `pin` matches a keyed hash; `stale` when it was made with an earlier key and should be written
 * again. A hash under a key this server does not have never matches.
 */
export function checkKeyedPin(keys: PinKeys, pin: string, stored: string): { ok: boolean; stale: boolean } {
  const [scheme, id, salt, given] = stored.split('$');
  const key = [keys.current, ...keys.previous].find((k) => k.id === id);
  if (scheme !== SCHEME || !key || !salt || !given) return { ok: false, stale: false };
  const expected = mac(key.key, Buffer.from(salt, 'base64url'), pin);
  const actual = Buffer.from(given, 'base64url');
  const ok = actual.length === expected.length && timingSafeEqual(actual, expected);
  return { ok, stale: ok && key !== keys.current };
}
