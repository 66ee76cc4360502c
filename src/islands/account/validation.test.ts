import { describe, expect, it } from 'vitest';
import { codeField, credentialsSchema, emailField, resetPwdSchema } from '../../lib/schemas/account.ts';
import { accountError, confirmError, fieldError, formErrors, hasErrors, passwordError } from './validation.ts';

describe('fieldError', () => {
  it('gives the schema message key of the first problem', () => {
    expect(fieldError(emailField, '')).toBe('validation.email.required');
    expect(fieldError(emailField, 'not-an-email')).toBe('validation.email.invalid');
    expect(fieldError(emailField, ' me@orchid.example ')).toBeUndefined();
    expect(fieldError(codeField, '')).toBe('validation.code.required');
    expect(fieldError(credentialsSchema.shape.account, 'abc')).toBe('validation.account.length');
    expect(fieldError(credentialsSchema.shape.account, 'abc-def')).toBe('validation.account.pattern');
  });
});

describe('formErrors', () => {
  it('keys the first problem of each field by its name', () => {
    expect(formErrors(credentialsSchema, { account: 'ab', pwd: '123' })).toEqual({
      account: 'validation.account.length',
      pwd: 'validation.password.length',
    });
    expect(formErrors(resetPwdSchema, { account: 'demo', code: '', pwd: 'secret1' })).toEqual({
      code: 'validation.code.required',
    });
    expect(formErrors(credentialsSchema, { account: 'demo', pwd: 'demo123' })).toEqual({});
  });
});

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

it('hasErrors ignores cleared fields', () => {
  expect(hasErrors({ a: undefined })).toBe(false);
  expect(hasErrors({ a: undefined, b: 'validation.code.required' })).toBe(true);
});
