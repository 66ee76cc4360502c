import { http } from '../../lib/api/index.ts';
import { currentLocale } from '../../lib/i18n/current.ts';
import type { MemberInfo } from '../../lib/schemas/account.ts';
import { $hasShowBindEmailModal } from '../../stores/common.ts';
import { clearSession, setSession, setUserInfo } from '../../stores/user.ts';
import { loginTarget } from './redirect.ts';

/** Reloads the member's own view of the account into the store (after login, or after changing it). */
export async function refreshUserInfo(): Promise<MemberInfo> {
  const info = await http.get<MemberInfo>('member/getMemberInfo');
  setUserInfo(info);
  return info;
}

/**
 * After login or register: keep the token, load the member, let the bind-email prompt show again in
 * this new session, and leave for the page the member came from. A failed info request leaves no
 * half session behind, so the form can simply be sent again.
 */
export async function completeLogin(token: string): Promise<void> {
  setSession(token);
  try {
    await refreshUserInfo();
  } catch (error) {
    clearSession();
    throw error;
  }
  $hasShowBindEmailModal.set(false);
  location.replace(loginTarget(location.search, currentLocale()));
}
