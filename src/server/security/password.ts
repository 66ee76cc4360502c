import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { BusyError, RateLimitedError } from '../errors.ts';
import { QueueFullError, type FairQueue } from './fair-queue.ts';

const scrypt = (pwd: string, salt: Buffer, keylen: number, opts: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCb(pwd, salt, keylen, opts, (err, key) => (err ? reject(err) : resolve(key))),
  );

/** OWASP's minimum for scrypt: N = 2^17, r = 8, p = 1. */
export const OWASP_SCRYPT = { log2N: 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

export interface ScryptParams {
  log2N: number;
  r: number;
  p: number;
}

const maxmem = (p: ScryptParams) => 256 * 2 ** p.log2N * p.r * p.p;

/** `scrypt$<log2N>$<r>$<p>$<salt>$<key>`: every hash says how it was made, so parameters can rise later. */
export async function hashPassword(password: string, params: ScryptParams = OWASP_SCRYPT): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { N: 2 ** params.log2N, r: params.r, p: params.p, maxmem: maxmem(params) });
  return ['scrypt', params.log2N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, log2N, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const params = { log2N: Number(log2N), r: Number(r), p: Number(p) };
  const expected = Buffer.from(key, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: 2 ** params.log2N,
    r: params.r,
    p: params.p,
    maxmem: maxmem(params),
  });
  return timingSafeEqual(actual, expected);
}

/** Hashing and checking login passwords with bounded concurrency (see FairQueue). */
export interface PasswordHasher {
  /** `lane` names who asks (a client address, a member), so one client's burst waits behind itself. */
  hash(password: string, lane: string): Promise<string>;
  /** Against `stored`, or a dummy hash of equal cost when there is none, so an unknown account answers as slowly. */
  verify(password: string, stored: string | null, lane: string): Promise<boolean>;
}

/**
 * A full lane is one client address asking faster than its share: 429 "too many at once from your
 * network" with when to try again. A full queue is the server out of room: 503 "busy".
 */
function refusal(err: QueueFullError): RateLimitedError | BusyError {
  return err.scope === 'lane' ? new RateLimitedError(err.retryAfterMs, 'error.tooManyAtOnce') : new BusyError(err.retryAfterMs);
}

export function createPasswordHasher(params: ScryptParams, queue: FairQueue): PasswordHasher {
  let dummy: Promise<string> | undefined;
  const queued = <T>(lane: string, job: () => Promise<T>) =>
    queue.run(lane, job).catch((err: unknown) => {
      throw err instanceof QueueFullError ? refusal(err) : err;
    });
  return {
    hash: (password, lane) => queued(lane, () => hashPassword(password, params)),
    verify: async (password, stored, lane) => {
      dummy ??= hashPassword('orchid-dummy-password', params);
      const against = stored ?? (await dummy);
      return queued(lane, () => verifyPassword(password, against));
    },
  };
}
