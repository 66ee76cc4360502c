import type { MemberAddress } from '../../lib/schemas/address.ts';

/** The default address first, then the others in the book's order: the choice most shoppers make leads. */
export const defaultFirst = (addresses: readonly MemberAddress[]) => [...addresses].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
