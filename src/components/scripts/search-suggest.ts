/**
 * Suggestions under the header's search box (decision 100): goods, brands and categories for what has been typed,
 * asked for 150 ms after the last key. The listbox follows the ARIA combobox pattern: focus stays in the box,
 * ↑/↓ move the active option (aria-activedescendant), Enter opens it, Esc closes the list; the mouse picks too.
 * A goods opens its page, a brand or a category the list filtered by it. header.ts loads this module when the box
 * is first focused, so pages pay nothing for it until then.
 */
import type { Suggestion } from '../../lib/schemas/goods.ts';
import { highlightParts } from './search-highlight.ts';

export const SUGGEST_DELAY_MS = 150;

/**
 * The module imports no other chunk of the page (so the header's loader carries no list of chunks to preload):
 * it asks with fetch, and the listbox's markup gives the language and the paths in it.
 */
async function askServer(list: HTMLUListElement, keyword: string, signal: AbortSignal): Promise<Suggestion[]> {
  const res = await fetch(`/api/goods/suggest?${new URLSearchParams({ keyword })}`, { headers: { lang: list.dataset.locale! }, signal });
  const body = (await res.json()) as { code: number; data: { list: Suggestion[] } };
  if (body.code !== 200) throw new Error(String(body.code));
  return body.data.list;
}

export function attachSuggestions(field: HTMLInputElement, list: HTMLUListElement): void {
  let items: Suggestion[] = [];
  let active = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asked = 0;
  let controller: AbortController | undefined;

  const optionId = (i: number) => `om-search-option-${i}`;
  const hrefOf = (s: Suggestion) => (s.type === 'goods' ? `${list.dataset.goodsHref}${s.id}` : `${list.dataset.listHref}${s.type === 'brand' ? 'brandId' : 'categoryId'}=${s.id}`);

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
    // What the options answer: a pause between keys may show a part's suggestions before the whole word's.
    list.dataset.keyword = typed;
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
      const found = await askServer(list, typed, controller.signal);
      if (mine !== asked || field.value.trim() !== typed) return;
      items = found;
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
