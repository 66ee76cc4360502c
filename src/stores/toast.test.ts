import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts, TOAST_DURATION_MS, clearToasts, dismissToast, showCarriedToast, toast, toastOnNextPage } from './toast.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  clearToasts();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A sessionStorage of one tab, kept in memory. */
function stubSessionStorage(): Map<string, string> {
  const items = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  });
  return items;
}

describe('toast', () => {
  it('adds toasts of each kind in order', () => {
    toast.success('saved');
    toast.error('failed');
    toast.info('note');
    expect($toasts.get().map((t) => [t.kind, t.text])).toEqual([
      ['success', 'saved'],
      ['error', 'failed'],
      ['info', 'note'],
    ]);
    expect(new Set($toasts.get().map((t) => t.id)).size).toBe(3);
  });

  it('dismisses each toast after 3000 ms', () => {
    expect(TOAST_DURATION_MS).toBe(3000);
    toast.success('first');
    vi.advanceTimersByTime(1000);
    toast.error('second');
    vi.advanceTimersByTime(1999);
    expect($toasts.get()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect($toasts.get().map((t) => t.text)).toEqual(['second']);
    vi.advanceTimersByTime(1000);
    expect($toasts.get()).toEqual([]);
  });

  it('does not stack the same message and restarts its timer', () => {
    const id = toast.error('network');
    vi.advanceTimersByTime(2000);
    expect(toast.error('network')).toBe(id);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(2000);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect($toasts.get()).toHaveLength(0);
  });

  it('can be dismissed early', () => {
    const id = toast.info('bye');
    dismissToast(id);
    expect($toasts.get()).toEqual([]);
  });
});

describe('toast on the next page', () => {
  it('keeps the message for the next page, which shows it once', () => {
    const items = stubSessionStorage();
    toastOnNextPage('success', 'order submitted');
    expect($toasts.get()).toEqual([]);
    expect(items.size).toBe(1);

    showCarriedToast();
    expect($toasts.get().map((t) => [t.kind, t.text])).toEqual([['success', 'order submitted']]);
    expect(items.size).toBe(0);
    clearToasts();
    showCarriedToast();
    expect($toasts.get()).toEqual([]);
  });

  it('shows the message at once where the tab keeps no session storage', () => {
    vi.stubGlobal('sessionStorage', undefined);
    toastOnNextPage('info', 'on its way');
    expect($toasts.get().map((t) => t.text)).toEqual(['on its way']);
    expect(() => showCarriedToast()).not.toThrow();
  });

  it('ignores what is not a kept message', () => {
    const items = stubSessionStorage();
    items.set('toast.nextPage', '{not json');
    showCarriedToast();
    expect($toasts.get()).toEqual([]);
  });
});
