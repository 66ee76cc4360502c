import type { PersistentEncoder } from '@nanostores/persistent';

/**
 * JSON encoding for persistent stores. Storage is shared with older builds and other tabs, so a value
 * that does not parse or fails the shape check falls back instead of breaking the page; the
 * fallback itself is not stored (the key is removed).
 */
export function jsonCodec<T>(fallback: T, isValid: (value: unknown) => boolean = () => true): PersistentEncoder<T> {
  return {
    encode: (value) => (value === fallback ? undefined : JSON.stringify(value)),
    decode: (text) => {
      try {
        const value: unknown = JSON.parse(text);
        return isValid(value) ? (value as T) : fallback;
      } catch {
        return fallback;
      }
    },
  };
}

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
