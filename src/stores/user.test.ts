import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepMount } from 'nanostores';
import { cleanTestStorage, getTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent';
import { $hasShowBindEmailModal, markBindEmailModalShown } from './common.ts';
import {
  $carNum,
  $isLoggedIn,
  $shouldPromptBindEmail,
  $token,
  $userInfo,
  clearSession,
  loginRedirectUrl,
  logout,
  setCarNum,
  setSession,
  setUserInfo,
  type UserInfo,
} from './user.ts';

const INFO: UserInfo = {
  account: 'alice',
  nickname: 'Alice',
  avatar: null,
  email: null,
  haveEmail: false,
  havePayPwd: false,
  balance: 12900,
  vipExpiresAt: null,
  pwdUpdatedAt: '2025-01-01T00:00:00.000Z',
  payPwdUpdatedAt: null,
  emailUpdatedAt: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  recentlyViewed: true,
};

beforeAll(() => {
  useTestStorageEngine();
});

beforeEach(() => {
  clearSession();
  cleanTestStorage();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('session', () => {
  it('stores the token as a plain string under user.token', () => {
    expect($isLoggedIn.get()).toBe(false);
    setSession('tok-1', INFO);
    expect(getTestStorage()['user.token']).toBe('tok-1');
    expect(JSON.parse(getTestStorage()['user.info'] ?? 'null')).toEqual(INFO);
    expect($isLoggedIn.get()).toBe(true);
  });

  it('keeps the cart count unset until it is counted', () => {
    expect($carNum.get()).toBeNull();
    setCarNum(3);
    expect(getTestStorage()['user.carNum']).toBe('3');
    expect($carNum.get()).toBe(3);
  });

  it('clears token, user info, cart count and the bind-email flag', () => {
    setSession('tok-1', INFO);
    setCarNum(2);
    markBindEmailModalShown();
    clearSession();
    expect($token.get()).toBe('');
    expect($userInfo.get()).toBeNull();
    expect($carNum.get()).toBeNull();
    expect($hasShowBindEmailModal.get()).toBe(false);
    expect(getTestStorage()['user.token']).toBeUndefined();
    expect(getTestStorage()['user.info']).toBeUndefined();
  });

  it('restores from storage and ignores garbage', () => {
    keepMount($userInfo);
    keepMount($token);
    setTestStorageKey('user.token', 'from-other-tab');
    expect($token.get()).toBe('from-other-tab');
    setTestStorageKey('user.info', JSON.stringify(INFO));
    expect($userInfo.get()).toEqual(INFO);
    setTestStorageKey('user.info', '{not json');
    expect($userInfo.get()).toBeNull();
    setTestStorageKey('user.info', '[1,2]');
    expect($userInfo.get()).toBeNull();
  });

  it('asks to bind an email once per login when none is bound', () => {
    expect($shouldPromptBindEmail.get()).toBe(false);
    setUserInfo(INFO);
    expect($shouldPromptBindEmail.get()).toBe(true);
    markBindEmailModalShown();
    expect($shouldPromptBindEmail.get()).toBe(false);
    setUserInfo({ ...INFO, haveEmail: true, email: 'a@example.com' });
    clearSession();
    setUserInfo({ ...INFO, haveEmail: true });
    expect($shouldPromptBindEmail.get()).toBe(false);
  });
});

describe('loginRedirectUrl', () => {
  it('keeps the target without its locale prefix', () => {
    expect(loginRedirectUrl('zh', '/mine/myOrder/list?status=toPay')).toBe(
      '/login?redirect=%2Fmine%2FmyOrder%2Flist%3Fstatus%3DtoPay',
    );
    expect(loginRedirectUrl('en', '/en/cart')).toBe('/en/login?redirect=%2Fcart');
    expect(loginRedirectUrl('zh-TW', '/zh-tw/goods/details?id=5')).toBe(
      '/zh-tw/login?redirect=%2Fgoods%2Fdetails%3Fid%3D5',
    );
    expect(loginRedirectUrl('ar', '/ar')).toBe('/ar/login?redirect=%2F');
  });

  it('does not point the login page back at itself', () => {
    expect(loginRedirectUrl('en', '/en/login?redirect=%2Fcart')).toBe('/en/login');
    expect(loginRedirectUrl('zh', '/login/')).toBe('/login');
  });
});

describe('logout', () => {
  it('clears the session and goes to the login page of the page language', () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { pathname: '/en/mine/balance', search: '?tab=list', assign });
    vi.stubGlobal('document', { documentElement: { lang: 'en' }, getElementById: () => null });
    setSession('tok-1', INFO);
    logout();
    expect($token.get()).toBe('');
    expect($userInfo.get()).toBeNull();
    expect(assign).toHaveBeenCalledWith('/en/login?redirect=%2Fmine%2Fbalance%3Ftab%3Dlist');
  });
});
