/**
 * A fresh id for one order submission. randomUUID only exists on secure origins, so a shop served over
 * plain HTTP on a private network falls back to 16 random bytes in hex.
 */
export function newRequestId(source: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>> = crypto): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
