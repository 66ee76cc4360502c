import { describe, expect, it } from 'vitest';
import { accountError, confirmError, passwordError } from './validation.ts';

describe('login and register rules', () => {
  it('ask plainly for a missing account or password, then apply the shared schema', () => {
    expect(accountError(' ')).toBe('login.account.required');
    expect(accountError('abc')).toBe('validation.account.length');
    expect(accountError('demo')).toBeUndefined();
    expect(passwordError('')).toBe('login.pwd.required');
    expect(passwordError('12345')).toBe('validation.password.length');
    expect(passwordError('123456')).toBeUndefined();
  });
});

describe('confirmError', () => {
  it('says "mismatch" on blur only once something differing was typed', () => {
    expect(confirmError('secret1', '', 'blur')).toBeUndefined();
    expect(confirmError('secret1', 'secret2', 'blur')).toBe('validation.password.mismatch');
    expect(confirmError('secret1', 'secret1', 'blur')).toBeUndefined();
  });

  it('says "inconsistent" on submit whenever the two differ', () => {
    expect(confirmError('secret1', '', 'submit')).toBe('validation.password.inconsistent');
    expect(confirmError('secret1', 'secret2', 'submit')).toBe('validation.password.inconsistent');
    expect(confirmError('secret1', 'secret1', 'submit')).toBeUndefined();
  });
});
