/**
 * The header's live parts without React: who is signed in, the cart count, and the search box (menus.ts opens
 * and closes the menus). The markup is rendered on the server (src/components/header/); this fills it from the stored session.
 */
import { http } from '../../lib/api/index.ts';
import { currentLocale, currentT } from '../../lib/i18n/current.ts';
import { PICTURE_USES, pictureSources } from '../../lib/images.ts';
import type { MemberInfo } from '../../lib/schemas/account.ts';
import { searchBoxKeyword } from '../../lib/search-box.ts';
import { refreshCartCount } from '../../stores/cart.ts';
import { $carNum, $isLoggedIn, $userInfo, loginRedirectUrl, logout, setUserInfo } from '../../stores/user.ts';

const header = document.querySelector('header');
const t = currentT();

function showMember(info: MemberInfo | null): void {
  const menu = header?.querySelector<HTMLElement>('[data-member-menu]');
  const greeting = menu?.querySelector<HTMLElement>('[data-greeting]');
  if (!menu || !greeting) return;
  const name = info?.nickname || info?.account || greeting.dataset.fallback!;
  greeting.textContent = greeting.dataset.greeting!.replace('{name}', name);
  const img = menu.querySelector<HTMLImageElement>('[data-avatar-img]')!;
  const initial = menu.querySelector<HTMLElement>('[data-avatar-initial]')!;
  img.hidden = !info?.avatar;
  // The letter gives way to the picture entirely: left in the round box beside it, the two would share its
  // 24 px and squeeze the picture out of shape.
  initial.hidden = Boolean(info?.avatar);
  if (info?.avatar) showAvatar(menu, img, info.avatar);
  initial.textContent = info?.avatar ? '' : (Array.from(name.trim())[0]?.toUpperCase() ?? '?');
}

/** The member's picture in the size the header draws it (24 px; 48 on a dense screen), never the full upload. */
function showAvatar(menu: HTMLElement, img: HTMLImageElement, url: string): void {
  const s = pictureSources(url, PICTURE_USES.avatarHeader);
  const source = menu.querySelector<HTMLSourceElement>('[data-avatar-source]');
  if (source) {
    source.sizes = s.sizes ?? '';
    source.srcset = s.webp ?? '';
  }
  img.sizes = s.sizes ?? '';
  img.srcset = s.jpeg ?? '';
  img.src = s.src;
}

/** Guests get login and register links (login coming back here), members the menu under their name. */
function showSession(): void {
  const loggedIn = $isLoggedIn.get();
  const guest = header?.querySelector<HTMLElement>('[data-guest-links]');
  const member = header?.querySelector<HTMLElement>('[data-member-menu]');
  if (guest) guest.hidden = loggedIn;
  if (member) member.hidden = !loggedIn;
  const login = guest?.querySelector<HTMLAnchorElement>('[data-login-link]');
  if (login) login.href = loginRedirectUrl(currentLocale(), location.pathname + location.search);
  if (loggedIn) showMember($userInfo.get());
}

function showCartCount(count: number | null): void {
  const link = header?.querySelector('[data-cart-link]');
  let badge = link?.querySelector<HTMLElement>('[data-cart-count]');
  if (count === null || count <= 0) return badge?.remove();
  if (!badge) {
    badge = document.createElement('span');
    badge.dataset.cartCount = '';
    badge.className = 'absolute -end-2 -top-2 min-w-5 rounded-full bg-red-600 px-1.5 text-center text-xs leading-5 font-semibold text-white';
    link?.append(badge);
  }
  badge.title = t('header.cartCount', { count });
  badge.textContent = count > 99 ? '99+' : String(count);
}

/** Ends the session on the server too; the local logout happens whatever the server answers. */
async function signOut(): Promise<void> {
  await http.post('member/logout', undefined, { silentError: true }).catch(() => {});
  logout();
}

$isLoggedIn.subscribe(showSession);
$userInfo.listen(showSession);
$carNum.subscribe(showCartCount);
// Every page recounts once, so lines added in another tab or on another device show up on the next page.
void refreshCartCount();
// A session whose member details were never stored here (or were cleared) still shows who is signed in.
if ($isLoggedIn.get() && !$userInfo.get()) {
  http.get<MemberInfo>('member/getMemberInfo', undefined, { silentError: true }).then(setUserInfo, () => {});
}
header?.querySelector('[data-logout]')?.addEventListener('click', () => void signOut());

// The search box shows what the goods list in front of the shopper is searched for, and is empty elsewhere.
const field = header?.querySelector<HTMLInputElement>('[data-search] input[name="keyword"]');
// Whatever the shopper already typed (before this script ran) is kept.
if (field && !field.value) field.value = searchBoxKeyword(new URL(location.href));
// Suggestions load with the first focus of the box: a page nobody searches from never fetches them.
const list = header?.querySelector<HTMLUListElement>('[data-suggestions]');
if (field && list) field.addEventListener('focus', () => void import('./search-suggest.ts').then((m) => m.attachSuggestions(field, list)), { once: true });
