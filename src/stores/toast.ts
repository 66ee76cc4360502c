import { atom } from 'nanostores';

export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}

/** How long a toast stays on screen. */
export const TOAST_DURATION_MS = 3000;

export const $toasts = atom<Toast[]>([]);

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function scheduleDismiss(id: number): void {
  clearTimeout(timers.get(id));
  timers.set(
    id,
    setTimeout(() => dismissToast(id), TOAST_DURATION_MS),
  );
}

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  $toasts.set($toasts.get().filter((t) => t.id !== id));
}

/**
 * Shows a message. The same message already on screen is not stacked again (several requests
 * failing together would otherwise pile up identical errors); its timer restarts instead.
 */
export function showToast(kind: ToastKind, text: string): number {
  const same = $toasts.get().find((t) => t.kind === kind && t.text === text);
  if (same) {
    scheduleDismiss(same.id);
    return same.id;
  }
  const id = nextId++;
  $toasts.set([...$toasts.get(), { id, kind, text }]);
  scheduleDismiss(id);
  return id;
}

export function clearToasts(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  $toasts.set([]);
}

const CARRIED_KEY = 'toast.nextPage';

/**
 * Keeps a message for the next page this tab opens: a confirmation given just before the page
 * navigates away would otherwise vanish before anyone reads it. Shown at once without sessionStorage.
 */
export function toastOnNextPage(kind: ToastKind, text: string): void {
  try {
    sessionStorage.setItem(CARRIED_KEY, JSON.stringify({ kind, text }));
  } catch {
    showToast(kind, text);
  }
}

/** Shows, once, the message the previous page kept for this one. */
export function showCarriedToast(): void {
  try {
    const raw = sessionStorage.getItem(CARRIED_KEY);
    if (raw === null) return;
    sessionStorage.removeItem(CARRIED_KEY);
    const { kind, text } = JSON.parse(raw) as Pick<Toast, 'kind' | 'text'>;
    showToast(kind, text);
  } catch {
    // No sessionStorage here, or something else under our key: nothing to show.
  }
}

export const toast = {
  success: (text: string) => showToast('success', text),
  error: (text: string) => showToast('error', text),
  info: (text: string) => showToast('info', text),
};
