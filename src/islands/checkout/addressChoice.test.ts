import { describe, expect, it } from 'vitest';
import type { MemberAddress } from '../../lib/schemas/address.ts';
import { defaultFirst, pickAddress } from './addressChoice.ts';

const book = [
  { id: 4, isDefault: false },
  { id: 7, isDefault: true },
  { id: 9, isDefault: false },
] as MemberAddress[];

describe('pickAddress', () => {
  it('keeps the chosen address while it exists', () => {
    expect(pickAddress(book, 9)).toBe(9);
  });

  it('falls back to the default one', () => {
    expect(pickAddress(book, null)).toBe(7);
    expect(pickAddress(book, 12)).toBe(7);
  });

  it('chooses nothing when the book has no default', () => {
    expect(pickAddress(book.map((a) => ({ ...a, isDefault: false })), null)).toBeNull();
    expect(pickAddress([], null)).toBeNull();
  });
});

describe('defaultFirst', () => {
  it('puts the default first and keeps the rest in order', () => {
    expect(defaultFirst(book).map((a) => a.id)).toEqual([7, 4, 9]);
  });
});
