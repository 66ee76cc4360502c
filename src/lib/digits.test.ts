import { describe, expect, it } from 'vitest';
import { digitsOnly } from './digits.ts';

describe('digitsOnly', () => {
  it('keeps the digits of a typed or pasted number', () => {
    expect(digitsOnly('138 0013-8000', 15)).toBe('13800138000');
    expect(digitsOnly('+86 (138) 0013 8000', 15)).toBe('8613800138000');
    expect(digitsOnly('no digits', 15)).toBe('');
  });

  it('cuts at the limit', () => {
    expect(digitsOnly('12 34 56 78', 6)).toBe('123456');
    expect(digitsOnly('138001380001234567', 11)).toBe('13800138000');
  });
});
