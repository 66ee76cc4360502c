import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

const source = readFileSync(new URL('./discreet.browser.js', import.meta.url), 'utf8');
const headSource = readFileSync(new URL('./discreet.inline.js', import.meta.url), 'utf8');

class FakeElement {
  attrs = new Map<string, string>();
  constructor(attrs: Record<string, string> = {}) {
    for (const [k, v] of Object.entries(attrs)) this.attrs.set(k, v);
  }
  hasAttribute = (k: string) => this.attrs.has(k);
  getAttribute = (k: string) => this.attrs.get(k) ?? null;
  setAttribute = (k: string, v: string) => void this.attrs.set(k, v);
  removeAttribute = (k: string) => void this.attrs.delete(k);
}

/** Runs the page script (after the head script when `head`) on a page with two icons and a quick-hide link. */
function page(storage: Record<string, string> = {}, head = false) {
  const root = new FakeElement();
  const icons = [new FakeElement({ rel: 'icon', href: '/favicon.ico' }), new FakeElement({ rel: 'icon', href: '/favicon.svg' })];
  const handlers = new Map<string, ((event: object) => void)[]>();
  const replaced: string[] = [];
  const document = {
    title: 'Silk Massage Oil - Orchid Mall',
    documentElement: root,
    head: {},
    querySelectorAll: () => icons,
    querySelector: () => ({ href: 'https://shop.test/en/helperCenter/newbie' }),
    dispatchEvent: () => true,
  };
  const window = {
    localStorage: { getItem: (k: string) => storage[k] ?? null, setItem: (k: string, v: string) => void (storage[k] = v), removeItem: (k: string) => void delete storage[k] },
    location: { replace: (to: string) => void replaced.push(to) },
    addEventListener: (type: string, fn: (event: object) => void) => handlers.set(type, [...(handlers.get(type) ?? []), fn]),
    MutationObserver: class {
      observe() {}
      disconnect() {}
    },
  } as Record<string, unknown>;
  if (head) runInNewContext(headSource, { window, document });
  runInNewContext(source, { window, document, Element: FakeElement, CustomEvent: class {} });
  const fire = (type: string, event: object) => handlers.get(type)?.forEach((fn) => fn(event));
  const omDiscreet = window.omDiscreet as { on(): boolean; set(v: boolean): void };
  return { root, icons, document, replaced, storage, fire, omDiscreet };
}

const escape = (timeStamp: number) => ({ key: 'Escape', timeStamp });

describe('discreet mode', () => {
  it('leaves a page alone when the browser has not asked for it', () => {
    const p = page();
    expect(p.root.hasAttribute('data-discreet')).toBe(false);
    expect(p.document.title).toBe('Silk Massage Oil - Orchid Mall');
    p.fire('keydown', escape(100));
    p.fire('keydown', escape(300));
    expect(p.replaced).toEqual([]);
  });

  it('gives a remembered browser a neutral title and icon before first paint, and gives them back when switched off', () => {
    const p = page({ 'om-discreet': '1' });
    expect(p.root.hasAttribute('data-discreet')).toBe(true);
    expect(p.document.title).toBe('Orchid');
    expect(p.icons.map((i) => i.getAttribute('href'))).toEqual(['/favicon-plain.svg', '/favicon-plain.svg']);
    p.omDiscreet.set(false);
    expect(p.storage).toEqual({});
    expect(p.document.title).toBe('Silk Massage Oil - Orchid Mall');
    expect(p.icons.map((i) => i.getAttribute('href'))).toEqual(['/favicon.ico', '/favicon.svg']);
    p.omDiscreet.set(true);
    expect(p.storage).toEqual({ 'om-discreet': '1' });
    expect(p.document.title).toBe('Orchid');
  });

  it('hides the page on Esc pressed twice within a second, replacing it in the history', () => {
    const p = page({ 'om-discreet': '1' });
    p.fire('keydown', escape(1_000));
    p.fire('keydown', escape(2_500));
    expect(p.replaced).toEqual([]);
    p.fire('keydown', { key: 'Enter', timeStamp: 2_700 });
    p.fire('keydown', escape(3_400));
    expect(p.replaced).toEqual(['https://shop.test/en/helperCenter/newbie']);
  });

  it('makes a remembered page neutral in the head, and the page script gives the real title back when switched off', () => {
    const p = page({ 'om-discreet': '1' }, true);
    expect(p.root.getAttribute('data-title')).toBe('Silk Massage Oil - Orchid Mall');
    expect(p.document.title).toBe('Orchid');
    expect(p.icons.map((i) => i.getAttribute('href'))).toEqual(['/favicon-plain.svg', '/favicon-plain.svg']);
    p.omDiscreet.set(false);
    expect(p.document.title).toBe('Silk Massage Oil - Orchid Mall');
    expect(p.icons.map((i) => i.getAttribute('href'))).toEqual(['/favicon.ico', '/favicon.svg']);
  });

  it('leaves the head of a page alone when the browser has not asked for discretion', () => {
    const p = page({}, true);
    expect(p.root.hasAttribute('data-title')).toBe(false);
    expect(p.document.title).toBe('Silk Massage Oil - Orchid Mall');
    expect(p.icons.map((i) => i.getAttribute('href'))).toEqual(['/favicon.ico', '/favicon.svg']);
  });

  it('follows a switch made in another tab', () => {
    const p = page();
    p.fire('storage', { key: 'om-discreet', newValue: '1' });
    expect(p.document.title).toBe('Orchid');
    p.fire('storage', { key: 'om-discreet', newValue: null });
    expect(p.document.title).toBe('Silk Massage Oil - Orchid Mall');
  });
});
