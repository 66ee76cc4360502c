import { computed } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';
import { currentLocale } from '../lib/i18n/current.ts';
import { localizePath, splitLocalePath, type Locale } from '../lib/i18n/locales.ts';
import type { MemberInfo } from '../lib/schemas/account.ts';
import { $hasShowBindEmailModal } from './common.ts';
import { isPlainObject, jsonCodec } from './codec.ts';

/** What the store keeps is exactly what member/getMemberInfo returns. */
export type UserInfo = MemberInfo;

/**
 * The session token. The page guard script reads localStorage['user.token'] before first paint,
 * so the key and the plain-string encoding are part of the contract; an empty token removes the key.
 */
export const $token = persistentAtom<string>('user.token', '', {
  encode: (value: string) => value || undefined,
  decode: (text: string) => text,
});

export const $userInfo = persistentAtom<UserInfo | null>(
  'user.info',
  null,
  jsonCodec<UserInfo | null>(null, (v) => isPlainObject(v) && typeof v.account === 'string'),
);

/** Cart line count shown in the header; null until the cart has been counted. */
export const $carNum = persistentAtom<number | null>(
  'user.carNum',
  null,
  jsonCodec<number | null>(null, (v) => Number.isInteger(v) && (v as number) >= 0),
);

export const $isLoggedIn = computed($token, (token) => token !== '');

/** The bind-email dialog opens once per login for a member without a security email. */
export const $shouldPromptBindEmail = computed(
  [$userInfo, $hasShowBindEmailModal],
  (info, shown) => info !== null && !info.haveEmail && !shown,
);

// Mounted for the page's lifetime so a login or logout in another tab reaches the request layer.
if (typeof window !== 'undefined') $token.listen(() => {});

export function setSession(token: string, userInfo?: UserInfo): void {
  $token.set(token);
  if (userInfo) $userInfo.set(userInfo);
}

export function setUserInfo(info: UserInfo | null): void {
  $userInfo.set(info);
}

export function setCarNum(count: number | null): void {
  $carNum.set(count);
}

export function clearSession(): void {
  $token.set('');
  $userInfo.set(null);
  $carNum.set(null);
  $hasShowBindEmailModal.set(false);
}

/**
 * The login page of a locale, carrying where to come back to. The target is stored without its
 * locale prefix so the login page can send the member back in whatever language is chosen by then.
 */
export function loginRedirectUrl(locale: Locale, fullPath: string): string {
  const cut = fullPath.search(/[?#]/);
  const pathname = cut === -1 ? fullPath : fullPath.slice(0, cut);
  const rest = cut === -1 ? '' : fullPath.slice(cut);
  const { path } = splitLocalePath(pathname || '/');
  const login = localizePath('/login', locale);
  if (path.replace(/\/$/, '') === '/login') return login;
  return `${login}?redirect=${encodeURIComponent(path + rest)}`;
}

export function logout(): void {
  clearSession();
  location.assign(loginRedirectUrl(currentLocale(), location.pathname + location.search));
}
