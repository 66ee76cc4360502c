/**
 * The header's menus (`[data-menu]`: a button with aria-expanded and the list it controls), and the language
 * picker's links. Wired by delegation, so it serves every layout that renders them. A menu closes on Escape
 * (focus back on its button), a click outside, or focus leaving it; menus position themselves by CSS
 * (logical start/end), so they mirror on right-to-left pages.
 */
import type { Locale } from '../../lib/i18n/locales.ts';
import { pathForLocale, switchLocale } from '../../stores/locale.ts';

const buttonOf = (menu: Element) => menu.querySelector<HTMLButtonElement>(':scope > button[aria-controls]')!;

/**
 * The picker's links are rendered with the page's path only (the page may be prerendered, or its header kept for
 * every query); here they take the query and fragment too, so a link opened in a new tab, copied or shared names
 * the same goods, search or order as the page (`/en/goods/details?id=31` → `/ar/goods/details?id=31`). Done at
 * load and again when a menu opens, since some screens change their query as the shopper works.
 */
function linkPickerToThisPage(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-language-picker] a[data-locale]')) {
    link.href = pathForLocale(location, link.dataset.locale as Locale);
  }
}
linkPickerToThisPage();

function setOpen(menu: Element, open: boolean): void {
  if (open) linkPickerToThisPage();
  const button = buttonOf(menu);
  button.setAttribute('aria-expanded', String(open));
  document.getElementById(button.getAttribute('aria-controls')!)!.hidden = !open;
}

const openMenus = () => [...document.querySelectorAll('[data-menu]')].filter((menu) => buttonOf(menu).ariaExpanded === 'true');

document.addEventListener('click', (event) => {
  const target = event.target as Element;
  const button = target.closest('[data-menu] > button[aria-controls]');
  if (button) return setOpen(button.parentElement!, button.getAttribute('aria-expanded') !== 'true');
  // A language is stored and opens the same page, query and fragment included, in it.
  const link = target.closest<HTMLAnchorElement>('[data-language-picker] a[data-locale]');
  if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
  event.preventDefault();
  switchLocale(link.dataset.locale as Locale);
});

document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape') return;
  for (const menu of openMenus()) {
    setOpen(menu, false);
    buttonOf(menu).focus();
  }
});

for (const type of ['pointerdown', 'focusin'] as const) {
  document.addEventListener(type, (event) => {
    for (const menu of openMenus()) if (!menu.contains(event.target as Node)) setOpen(menu, false);
  });
}
