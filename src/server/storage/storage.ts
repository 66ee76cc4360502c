import type { Readable } from 'node:stream';

/**
 * Where the shop keeps the files it writes and serves: member uploads, catalogue pictures, videos and their
 * posters, console uploads waiting to be used. Code asks a Storage and never the disk, so a bucket can take the
 * local disk's place (docs/decisions/066-one-storage-interface.md).
 *
 * A key is a relative name such as `videos/3f5a….mp4`: segments of letters, digits, `.`, `_` and `-` joined by
 * `/`, none empty or starting with a dot (so no `..`, no hidden files), no leading `/`, at most 512 characters.
 * checkKey is the one place that says so; every driver calls it before it touches anything.
 */
export interface Storage {
  /** Stores `body` under `key`, replacing what was there; readers see the old object or the whole new one, never part. */
  put(key: string, body: PutBody, options: { contentType: string }): Promise<StoredObject>;
  /** The object's bytes, all of them or `range`, with its size and type; undefined when there is none. */
  open(key: string, range?: ByteSpan): Promise<OpenedObject | undefined>;
  /** Size, type and date of the object, or undefined when there is none. */
  stat(key: string): Promise<StoredObject | undefined>;
  /** Removes the object; nothing happens when there is none. */
  delete(key: string): Promise<void>;
  /** Every object stored, for sweeping old ones. */
  list(): AsyncIterable<ListedObject>;
  /** The address pages name the object by (`/media/videos/….mp4`); throws for a storage nobody serves. */
  url(key: string): string;
  /**
   * Where a client can fetch the object's bytes itself, ranges included: a bucket's public address or a signed
   * one good for a few minutes. Absent for the disk, whose bytes the shop serves.
   */
  directUrl?(key: string): Promise<string>;
}

/** Bytes in memory, a stream, or a file on this machine to copy. */
export type PutBody = Uint8Array | Readable | ReadableStream<Uint8Array> | { file: string };

export interface StoredObject {
  size: number;
  contentType: string;
  lastModified: Date;
}

export interface OpenedObject extends StoredObject {
  /** The bytes asked for: the whole object, or the range. */
  body: Readable;
}

export interface ListedObject extends StoredObject {
  key: string;
}

/** First and last byte, both included, as HTTP counts them; the caller works them out from the size (byte-range.ts). */
export interface ByteSpan {
  start: number;
  end: number;
}

/** A key that could reach outside the storage or that no driver can hold: always a bug in the caller. */
export class StorageKeyError extends Error {
  constructor(key: string) {
    super(`not a storage key: ${JSON.stringify(key.slice(0, 100))}`);
  }
}

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const MAX_KEY = 512;

export function isStorageKey(key: string): boolean {
  return key.length > 0 && key.length <= MAX_KEY && key.split('/').every((s) => SEGMENT.test(s));
}

/** The key itself, or a StorageKeyError. */
export function checkKey(key: string): string {
  if (!isStorageKey(key)) throw new StorageKeyError(key);
  return key;
}

/** The span asked for, checked against the object's size: a driver refuses one outside the object. */
export function checkSpan(range: ByteSpan | undefined, size: number): ByteSpan | undefined {
  if (!range) return undefined;
  const { start, end } = range;
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 0 || end < start || end >= size) {
    throw new RangeError(`bytes ${start}-${end} are not within an object of ${size} bytes`);
  }
  return range;
}
