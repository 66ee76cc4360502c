/**
 * Opens a top category's panel beside the home category list (CategoryNav.tsx) while the pointer is on the
 * category or focus is inside it; leaving the list, or Escape, closes it (Escape returns focus to the category).
 */
function categoryNav(nav: HTMLElement): void {
  let open: HTMLElement | null = null;

  function show(entry: HTMLElement | null): void {
    if (entry === open) return;
    for (const el of [open, entry]) {
      if (!el) continue;
      const on = el === entry;
      el.querySelector<HTMLElement>('[data-category-panel]')!.hidden = !on;
      el.querySelector('[data-category-id]')!.toggleAttribute('data-open', on);
    }
    open = entry;
  }

  const entryOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLElement>('[data-category-entry]') : null);
  nav.addEventListener('mouseover', (event) => {
    const entry = entryOf(event.target);
    if (entry) show(entry);
  });
  nav.addEventListener('mouseleave', () => show(null));
  nav.addEventListener('focusin', (event) => show(entryOf(event.target)));
  nav.addEventListener('focusout', (event) => {
    if (!nav.contains(event.relatedTarget as Node | null)) show(null);
  });
  nav.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !open) return;
    open.querySelector<HTMLElement>('[data-category-id]')?.focus();
    show(null);
  });
}

document.querySelectorAll<HTMLElement>('[data-category-nav]').forEach(categoryNav);
