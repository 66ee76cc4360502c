import { describe, expect, it } from 'vitest';
import { codeField, credentialsSchema, emailField, resetPwdSchema } from '../../lib/schemas/account.ts';
import { fieldError, formErrors, hasErrors } from './forms.ts';
import { fieldSize } from './fitted-input.ts';

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

it('hasErrors ignores cleared fields', () => {
  expect(hasErrors({ a: undefined })).toBe(false);
  expect(hasErrors({ a: undefined, b: 'validation.code.required' })).toBe(true);
});

describe('fieldSize', () => {
  it('counts a Latin or Cyrillic character one, a CJK or Hangul character two, a combining mark none, plus the padding', () => {
    expect(fieldSize('Goods name or order number')).toBe(28);
    expect(fieldSize('商品名称 / 订单号')).toBe(2 + 4 * 2 + 3 + 3 * 2);
    expect(fieldSize('상품명 / 주문 번호')).toBe(2 + 3 * 2 + 4 + 2 * 2 + 2 * 2);
    expect(fieldSize('ชื่อ')).toBe(2 + 2);
    expect(fieldSize('')).toBe(2);
  });
});
