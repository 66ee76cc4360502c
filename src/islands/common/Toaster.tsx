import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
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

function ToastCard({ toast }: { toast: Toast }) {
  const badge = BADGE[toast.kind];
  return (
    <div
      data-kind={toast.kind}
      className={`pointer-events-auto flex max-w-[min(28rem,calc(100vw-2rem))] items-start gap-2 rounded-lg border px-4 py-2.5 text-sm leading-5 shadow-lg ${TONE[toast.kind]}`}
    >
      <span
        aria-hidden="true"
        className={`mt-px flex size-4 shrink-0 items-center justify-center rounded-full text-[11px] font-bold ${badge.className}`}
      >
        {badge.glyph}
      </span>
      <span className="break-words">{toast.text}</span>
    </div>
  );
}

/**
 * Messages from the request layer and forms, top centre. The box is a manual popover so it sits in
 * the top layer: raised again on each new message, it stays visible above an open modal <dialog>.
 * Both live regions exist before any message arrives, which screen readers need to announce them.
 */
export default function Toaster() {
  const toasts = useStore($toasts);
  const box = useRef<HTMLDivElement>(null);
  const newest = toasts.at(-1)?.id ?? 0;

  useEffect(() => showCarriedToast(), []);

  useEffect(() => {
    const el = box.current;
    if (!el || typeof el.showPopover !== 'function') return;
    if (el.matches(':popover-open')) el.hidePopover();
    el.showPopover();
  }, [newest]);

  const errors = toasts.filter((t) => t.kind === 'error');
  const notices = toasts.filter((t) => t.kind !== 'error');
  return (
    <div
      ref={box}
      popover="manual"
      className="pointer-events-none fixed inset-x-0 top-4 bottom-auto m-0 h-auto w-auto overflow-visible border-0 bg-transparent p-0"
    >
      <div className="flex flex-col items-center gap-2 px-4">
        <div role="alert" className="flex flex-col items-center gap-2">
          {errors.map((t) => (
            <ToastCard key={t.id} toast={t} />
          ))}
        </div>
        <div role="status" aria-live="polite" className="flex flex-col items-center gap-2">
          {notices.map((t) => (
            <ToastCard key={t.id} toast={t} />
          ))}
        </div>
      </div>
    </div>
  );
}
