import { describe, expect, it } from 'vitest';
import type { MemberAddress } from '../../lib/schemas/address.ts';
import { defaultFirst } from './addressChoice.ts';

const book = [
  { id: 4, isDefault: false },
  { id: 7, isDefault: true },
  { id: 9, isDefault: false },
] as MemberAddress[];

describe('defaultFirst', () => {
  it('puts the default first and keeps the rest in order', () => {
    expect(defaultFirst(book).map((a) => a.id)).toEqual([7, 4, 9]);
  });
});
