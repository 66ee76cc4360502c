import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTestStorageEngine } from '@nanostores/persistent';
import { registerServerCatalogue } from '../../lib/i18n/catalog.server.ts';
import { json, ok, stubFetch } from '../../lib/api/testing.ts';
import { $hasShowBindEmailModal } from '../../stores/common.ts';
import { $token, $userInfo, clearSession } from '../../stores/user.ts';
import { completeLogin } from './session.ts';

registerServerCatalogue();

const INFO = { account: 'orchid01', nickname: 'orchid01', avatar: null, email: null, haveEmail: false, balance: 0 };

function stubLocation(lang: string, search: string) {
  const replace = vi.fn();
  vi.stubGlobal('document', { documentElement: { lang }, getElementById: () => null });
  vi.stubGlobal('location', { pathname: '/login', search, hash: '', replace, assign: vi.fn() });
  return replace;
}

beforeAll(() => useTestStorageEngine());
beforeEach(() => clearSession());
afterEach(() => vi.unstubAllGlobals());

describe('completeLogin', () => {
  it('stores the session and member, re-arms the prompt and goes to the localized target', async () => {
    const replace = stubLocation('en', '?redirect=%2Fmine%2Fsetting');
    $hasShowBindEmailModal.set(true);
    const calls = stubFetch(() => ok(INFO));
    await completeLogin('tok-9');
    expect(calls[0]?.url).toMatch(/^\/api\/member\/getMemberInfo\?/);
    expect(calls[0]?.headers.get('token')).toBe('tok-9');
    expect($token.get()).toBe('tok-9');
    expect($userInfo.get()).toEqual(INFO);
    expect($hasShowBindEmailModal.get()).toBe(false);
    expect(replace).toHaveBeenCalledWith('/en/mine/setting');
  });

  it('refuses an off-site redirect and goes home instead', async () => {
    const replace = stubLocation('zh', '?redirect=%2F%2Fevil.example');
    stubFetch(() => ok(INFO));
    await completeLogin('tok-9');
    expect(replace).toHaveBeenCalledWith('/');
  });

  it('leaves no session behind when the member cannot be loaded', async () => {
    const replace = stubLocation('zh', '');
    stubFetch(() => json({ code: -1, data: null, msg: 'nope' }));
    await expect(completeLogin('tok-9')).rejects.toThrow('nope');
    expect($token.get()).toBe('');
    expect($userInfo.get()).toBeNull();
    expect(replace).not.toHaveBeenCalled();
  });
});
