import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { http } from '../../lib/api/index.ts';
import { localizePath } from '../../lib/i18n/locales.ts';
import type { MessageKey } from '../../lib/i18n/messages.ts';
import type { MemberInfo } from '../../lib/schemas/account.ts';
import { $isLoggedIn, $userInfo, loginRedirectUrl, logout, setUserInfo } from '../../stores/user.ts';
import Avatar from '../ui/Avatar.tsx';
import { island } from '../ui/I18nProvider.tsx';
import { useLocale, useT } from '../ui/i18n.ts';
import { useDropdown } from './useDropdown.ts';

const MEMBER_LINKS: { path: string; label: MessageKey }[] = [
  { path: '/mine', label: 'route.title.mine' },
  { path: '/mine/myOrder/list', label: 'route.title.myOrderList' },
  { path: '/mine/myCollect', label: 'route.title.myCollect' },
  { path: '/mine/setting', label: 'route.title.setting' },
];

/** Ends the session on the server too; the local logout happens whatever the server answers. */
async function signOut(): Promise<void> {
  try {
    await http.post('member/logout', undefined, { silentError: true });
  } catch {
    // An expired or unreachable session needs no server-side end.
  }
  logout();
}

const linkClass = 'rounded px-2 py-1 text-gray-700 no-underline hover:text-primary-700';

/** Guests get login and register links; members a menu under their name. Reads persisted state: client only. */
export default island(function UserMenu() {
  const t = useT();
  const locale = useLocale();
  const loggedIn = useStore($isLoggedIn);
  const info = useStore($userInfo);
  const { rootRef, buttonProps, menuProps } = useDropdown();
  const missingInfo = loggedIn && !info;

  // A session whose member details were never stored here (or were cleared) still shows who is signed in.
  useEffect(() => {
    if (!missingInfo) return;
    const controller = new AbortController();
    http.get<MemberInfo>('member/getMemberInfo', undefined, { signal: controller.signal, silentError: true }).then(setUserInfo, () => {});
    return () => controller.abort();
  }, [missingInfo]);

  if (!loggedIn) {
    const here = location.pathname + location.search;
    return (
      <div className="flex items-center gap-1">
        <a href={loginRedirectUrl(locale, here)} className={`${linkClass} font-medium text-primary-700`}>
          {t('header.login')}
        </a>
        <span aria-hidden="true" className="text-gray-300">
          |
        </span>
        <a href={`${localizePath('/login', locale)}?mode=register`} className={linkClass}>
          {t('header.register')}
        </a>
      </div>
    );
  }

  const name = info?.nickname || info?.account || t('header.account');
  return (
    <div ref={rootRef} className="relative">
      <button {...buttonProps} className={`${linkClass} flex max-w-64 items-center gap-1.5`}>
        <Avatar src={info?.avatar ?? null} name={name} className="size-6 text-xs" />
        <span className="truncate">{t('header.greeting', { name })}</span>
        <span aria-hidden="true">▾</span>
      </button>
      <ul
        {...menuProps}
        aria-label={t('header.account')}
        className="absolute end-0 top-full z-50 mt-1 min-w-40 rounded-md border border-gray-200 bg-white py-1 shadow-lg"
      >
        {MEMBER_LINKS.map((link) => (
          <li key={link.path}>
            <a
              href={localizePath(link.path, locale)}
              className="block px-4 py-1.5 text-gray-800 no-underline hover:bg-primary-50 hover:text-primary-800"
            >
              {t(link.label)}
            </a>
          </li>
        ))}
        <li className="mt-1 border-t border-gray-100 pt-1">
          <button
            type="button"
            onClick={signOut}
            className="block w-full px-4 py-1.5 text-start text-gray-800 hover:bg-primary-50 hover:text-primary-800"
          >
            {t('header.logout')}
          </button>
        </li>
      </ul>
    </div>
  );
});
