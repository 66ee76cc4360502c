/**
 * The header's menus (`[data-menu]`: a button with aria-expanded and the list it controls), and the language
 * picker's links. Wired by delegation, so it serves every layout that renders them. A menu closes on Escape
 * (focus back on its button), a click outside, or focus leaving it; menus position themselves by CSS
 * (logical start/end), so they mirror on right-to-left pages.
 */
import type { Locale } from '../../lib/i18n/locales.ts';
import { switchLocale } from '../../stores/locale.ts';

const buttonOf = (menu: Element) => menu.querySelector<HTMLButtonElement>(':scope > button[aria-controls]')!;

function setOpen(menu: Element, open: boolean): void {
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
