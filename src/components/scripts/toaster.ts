/** Draws the toast store into the toaster's two live regions (Toaster.astro); no framework needed for a list. */
import { $toasts, showCarriedToast, type Toast, type ToastKind } from '../../stores/toast.ts';

const TONE: Record<ToastKind, string> = {
  success: 'border-[#AF57FF] bg-[#F7EEFF] text-[#5B1A99]',
  info: 'border-[#AF57FF]/50 bg-white text-[#5B1A99]',
  error: 'border-red-400 bg-red-50 text-red-700',
};

const BADGE: Record<ToastKind, { glyph: string; className: string }> = {
  success: { glyph: '✓', className: 'bg-[#AF57FF] text-white' },
  info: { glyph: 'i', className: 'bg-[#AF57FF] text-white' },
  error: { glyph: '!', className: 'bg-red-600 text-white' },
};

function card(toast: Toast): HTMLElement {
  const el = document.createElement('div');
  el.dataset.kind = toast.kind;
  el.dataset.toastId = String(toast.id);
  el.className = `pointer-events-auto flex max-w-[min(28rem,calc(100vw-2rem))] items-start gap-2 rounded-lg border px-4 py-2.5 text-sm leading-5 shadow-lg ${TONE[toast.kind]}`;
  const badge = document.createElement('span');
  badge.ariaHidden = 'true';
  badge.className = `mt-px flex size-4 shrink-0 items-center justify-center rounded-full text-[11px] font-bold ${BADGE[toast.kind].className}`;
  badge.textContent = BADGE[toast.kind].glyph;
  const text = document.createElement('span');
  text.className = 'break-words';
  text.textContent = toast.text;
  el.append(badge, text);
  return el;
}

/** Keeps cards already shown (a screen reader would announce a replaced one again) and adds the new ones. */
function fill(region: Element, toasts: Toast[]): void {
  const ids = new Set(toasts.map((t) => String(t.id)));
  for (const el of [...region.children] as HTMLElement[]) if (!ids.has(el.dataset.toastId!)) el.remove();
  const shown = new Set([...region.children].map((el) => (el as HTMLElement).dataset.toastId));
  for (const toast of toasts) if (!shown.has(String(toast.id))) region.append(card(toast));
}

const box = document.querySelector<HTMLElement>('[data-toaster]');
let newest = 0;
$toasts.subscribe((toasts) => {
  if (!box) return;
  fill(box.querySelector('[data-toasts="error"]')!, toasts.filter((t) => t.kind === 'error'));
  fill(box.querySelector('[data-toasts="notice"]')!, toasts.filter((t) => t.kind !== 'error'));
  const last = toasts.at(-1)?.id ?? 0;
  if (last === newest || typeof box.showPopover !== 'function') return;
  newest = last;
  if (box.matches(':popover-open')) box.hidePopover();
  box.showPopover();
});
showCarriedToast();
