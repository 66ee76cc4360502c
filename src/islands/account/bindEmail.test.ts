import { describe, expect, it } from 'vitest';
import { EMPTY_BIND_EMAIL, bindEmailBlurError, bindEmailErrors, bindEmailPayload, isBindEmailIncomplete } from './bindEmail.ts';

describe('bind-email form rules', () => {
  it('requires an email and the code in bind mode', () => {
    expect(bindEmailErrors(EMPTY_BIND_EMAIL, 'bind')).toEqual({
      email: 'validation.email.required',
      code: 'validation.code.required',
    });
    expect(bindEmailErrors({ ...EMPTY_BIND_EMAIL, email: 'nope', code: '123456' }, 'bind')).toEqual({
      email: 'validation.email.invalid',
    });
  });

  it('also requires the current address code in edit mode', () => {
    const values = { email: 'new@orchid.example', code: '123456', oldCode: '' };
    expect(bindEmailErrors(values, 'bind')).toEqual({});
    expect(bindEmailErrors(values, 'edit')).toEqual({ oldCode: 'account.code.oldRequired' });
  });

  it('checks the email on blur, but leaves an empty code for confirm', () => {
    expect(bindEmailBlurError('email', '')).toBe('validation.email.required');
    expect(bindEmailBlurError('email', 'x@')).toBe('validation.email.invalid');
    expect(bindEmailBlurError('code', '')).toBeUndefined();
    expect(bindEmailBlurError('oldCode', ' ')).toBeUndefined();
    expect(bindEmailBlurError('code', '12')).toBe('account.code.invalid');
  });

  it('dims the confirm button while a needed field is empty', () => {
    expect(isBindEmailIncomplete({ email: 'a@b.example', code: '', oldCode: '' }, 'bind')).toBe(true);
    expect(isBindEmailIncomplete({ email: 'a@b.example', code: '123456', oldCode: '' }, 'bind')).toBe(false);
    expect(isBindEmailIncomplete({ email: 'a@b.example', code: '123456', oldCode: '' }, 'edit')).toBe(true);
    expect(isBindEmailIncomplete({ email: 'a@b.example', code: '123456', oldCode: '654321' }, 'edit')).toBe(false);
  });

  it('sends the new code as newCode, and oldCode only when editing', () => {
    const values = { email: ' New@Orchid.example ', code: '123456', oldCode: '654321' };
    expect(bindEmailPayload(values, 'bind')).toEqual({ email: 'New@Orchid.example', newCode: '123456' });
    expect(bindEmailPayload(values, 'edit')).toEqual({ email: 'New@Orchid.example', newCode: '123456', oldCode: '654321' });
  });
});
