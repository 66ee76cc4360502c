import { describe, expect, it } from 'vitest';
import { cleanSecret, secretErrors, secretPayload } from './secretForms.ts';

describe('secret forms', () => {
  it('sends the secret under its API name with the code', () => {
    expect(secretPayload('pwd', { secret: 'newpass1', confirm: 'newpass1', code: ' 123456 ' })).toEqual({ pwd: 'newpass1', code: '123456' });
    expect(secretPayload('payPwd', { secret: '654321', confirm: '654321', code: '123456' })).toEqual({ payPwd: '654321', code: '123456' });
  });

  it('passes a complete login password form', () => {
    expect(secretErrors('pwd', { secret: 'newpass1', confirm: 'newpass1', code: '123456' })).toEqual({});
  });

  it('asks for every missing part of the login password form', () => {
    expect(secretErrors('pwd', { secret: '', confirm: '', code: '' })).toEqual({
      secret: 'validation.password.required',
      confirm: 'validation.password.confirm',
      code: 'validation.code.required',
    });
    expect(secretErrors('pwd', { secret: 'abc', confirm: 'abd', code: '12' })).toEqual({
      secret: 'validation.password.length',
      confirm: 'validation.password.inconsistent',
      code: 'account.code.invalid',
    });
  });

  it('wants exactly six digits for the payment password, entered twice', () => {
    expect(secretErrors('payPwd', { secret: '654321', confirm: '654321', code: '123456' })).toEqual({});
    expect(secretErrors('payPwd', { secret: '', confirm: '', code: '123456' })).toEqual({
      secret: 'validation.payPwd.required',
      confirm: 'validation.payPwd.confirm',
    });
    expect(secretErrors('payPwd', { secret: '12345', confirm: '123456', code: '123456' })).toEqual({
      secret: 'validation.payPwd.format',
      confirm: 'validation.password.inconsistent',
    });
  });

  it('drops anything but six digits from a payment password as it is typed', () => {
    expect(cleanSecret('payPwd', '12a3-4567')).toBe('123456');
    expect(cleanSecret('pwd', 'a b-1')).toBe('a b-1');
  });
});
