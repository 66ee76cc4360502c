/**
 * Suggestions under the header's search box (decision 100): goods, brands and categories for what has been typed,
 * asked for 150 ms after the last key. The listbox follows the ARIA combobox pattern: focus stays in the box,
 * ↑/↓ move the active option (aria-activedescendant), Enter opens it, Esc closes the list; the mouse picks too.
 * A goods opens its page, a brand or a category the list filtered by it. header.ts loads this module when the box
 * is first focused, so pages pay nothing for it until then.
 */
import type { Suggestion } from '../../lib/schemas/goods.ts';
import { highlightParts } from './search-highlight.ts';

/**
 * What the list needs from the page, handed over by header.ts: the request client and the page's language are
 * loaded there already, and a module of its own imports nothing else (no list of chunks to preload with it).
 */
export interface SuggestDeps {
  ask: (keyword: string, signal: AbortSignal) => Promise<{ list: Suggestion[] }>;
  /** A path of the shop in the page's language. */
  href: (path: string) => string;
}

export const SUGGEST_DELAY_MS = 150;

const HREF: Record<Suggestion['type'], (id: number) => string> = {
  goods: (id) => `/goods/details?id=${id}`,
  brand: (id) => `/goods/list?brandId=${id}`,
  category: (id) => `/goods/list?categoryId=${id}`,
};

export function attachSuggestions(field: HTMLInputElement, list: HTMLUListElement, deps: SuggestDeps): void {
  let items: Suggestion[] = [];
  let active = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asked = 0;
  let controller: AbortController | undefined;

  const optionId = (i: number) => `om-search-option-${i}`;
  const hrefOf = (s: Suggestion) => deps.href(HREF[s.type](s.id));

  function close(): void {
    list.hidden = true;
    field.setAttribute('aria-expanded', 'false');
    field.removeAttribute('aria-activedescendant');
    active = -1;
  }

  function setActive(i: number): void {
    active = i;
    list.querySelectorAll<HTMLElement>('[role="option"]').forEach((el, n) => {
      el.setAttribute('aria-selected', String(n === i));
      el.classList.toggle('bg-primary-50', n === i);
    });
    if (i >= 0) {
      field.setAttribute('aria-activedescendant', optionId(i));
      document.getElementById(optionId(i))?.scrollIntoView({ block: 'nearest' });
    } else field.removeAttribute('aria-activedescendant');
  }

  function render(typed: string): void {
    list.replaceChildren(
      ...items.map((s, i) => {
        const li = document.createElement('li');
        li.id = optionId(i);
        li.setAttribute('role', 'option');
        li.setAttribute('aria-selected', 'false');
        li.dataset.suggestion = s.type;
        li.className = 'flex cursor-pointer items-center gap-2 px-4 py-2 text-gray-800';
        const text = document.createElement('bdi');
        text.className = 'min-w-0 flex-1 truncate';
        for (const part of highlightParts(s.text, typed)) {
          if (!part.match) text.append(part.text);
          else {
            const mark = document.createElement('mark');
            mark.className = 'bg-transparent font-semibold text-primary-700';
            mark.textContent = part.text;
            text.append(mark);
          }
        }
        li.append(text);
        if (s.type !== 'goods') {
          const tag = document.createElement('span');
          tag.className = 'shrink-0 rounded bg-gray-100 px-1.5 text-xs text-gray-600';
          tag.textContent = list.dataset[s.type === 'brand' ? 'brandLabel' : 'categoryLabel'] ?? '';
          li.append(tag);
        }
        li.addEventListener('mousemove', () => active !== i && setActive(i));
        // mousedown would take the focus from the box (and close the list) before the click lands.
        li.addEventListener('mousedown', (e) => e.preventDefault());
        li.addEventListener('click', () => open(i));
        return li;
      }),
    );
    active = -1;
    field.removeAttribute('aria-activedescendant');
    list.hidden = items.length === 0;
    field.setAttribute('aria-expanded', String(items.length > 0));
  }

  function open(i: number): void {
    const s = items[i];
    if (!s) return;
    close();
    location.assign(hrefOf(s));
  }

  async function ask(typed: string): Promise<void> {
    const mine = ++asked;
    controller?.abort();
    controller = new AbortController();
    try {
      const data = await deps.ask(typed, controller.signal);
      if (mine !== asked || field.value.trim() !== typed) return;
      items = data.list;
      render(typed);
    } catch {
      // Suggestions are a help: when they fail, the box still searches.
      if (mine === asked) close();
    }
  }

  field.addEventListener('input', () => {
    clearTimeout(timer);
    const typed = field.value.trim();
    if (!typed) {
      asked += 1;
      items = [];
      return close();
    }
    timer = setTimeout(() => void ask(typed), SUGGEST_DELAY_MS);
  });

  field.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') {
      if (!list.hidden) {
        e.preventDefault();
        close();
      }
      return;
    }
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (items.length === 0) return;
      e.preventDefault();
      if (list.hidden) {
        list.hidden = false;
        field.setAttribute('aria-expanded', 'true');
      }
      const step = e.key === 'ArrowDown' ? 1 : -1;
      // Past either end the box itself is active again (no option), as in a browser's own suggestions.
      const next = active + step;
      setActive(next < -1 ? items.length - 1 : next >= items.length ? -1 : next);
      return;
    }
    if (e.key === 'Enter' && !list.hidden && active >= 0) {
      e.preventDefault();
      open(active);
    }
  });

  field.addEventListener('blur', () => close());
  field.addEventListener('focus', () => {
    if (items.length > 0 && field.value.trim()) {
      list.hidden = false;
      field.setAttribute('aria-expanded', 'true');
    }
  });
  // The shopper may have typed before this module arrived.
  if (field.value.trim() && document.activeElement === field) void ask(field.value.trim());
}
