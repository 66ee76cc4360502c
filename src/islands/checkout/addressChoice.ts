import type { MemberAddress } from '../../lib/schemas/address.ts';

/**
 * The address the order goes to after the book changed: the one chosen so far while it still exists,
 * else the default one, else none (the shopper then has to pick or add one).
 */
export function pickAddress(addresses: readonly MemberAddress[], wanted: number | null): number | null {
  if (wanted !== null && addresses.some((a) => a.id === wanted)) return wanted;
  return addresses.find((a) => a.isDefault)?.id ?? null;
}

/** The default address first, then the others in the book's order: the choice most shoppers make leads. */
export const defaultFirst = (addresses: readonly MemberAddress[]) => [...addresses].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
