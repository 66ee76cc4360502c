import { useEffect, useId, useRef, type ReactNode } from 'react';

interface Props {
  open: boolean;
  title: string;
  /** Label of the close button in the corner. */
  closeLabel: string;
  /** Called however the dialog closes: the corner button, Escape, or the caller's own buttons. */
  onClose: () => void;
  children: ReactNode;
  /** Wider body, for forms and tracking news. */
  wide?: boolean;
}

/**
 * A modal on the native <dialog>: the browser keeps focus inside, closes it on Escape and gives focus
 * back to the button that opened it. On opening, focus goes to the element marked data-autofocus, else
 * the first field.
 */
export default function Modal({ open, title, closeLabel, onClose, children, wide }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // The browser would focus the close button; start where the member acts instead.
      const start = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.querySelector<HTMLElement>('input, textarea, select');
      start?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={() => open && onClose()}
      className={`m-auto ${wide ? 'w-[520px]' : 'w-[420px]'} max-w-[calc(100vw-2rem)] rounded-xl p-0 text-start shadow-2xl backdrop:bg-black/40`}
    >
      {open && (
        <>
          <div className="flex items-center justify-between gap-4 border-b border-gray-200 px-6 py-4">
            <h2 id={titleId} className="text-lg font-semibold text-gray-900">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label={closeLabel}
              className="flex size-8 shrink-0 items-center justify-center rounded-full text-xl text-gray-600 hover:bg-gray-100"
            >
              ×
            </button>
          </div>
          <div className="px-6 pt-4 pb-6">{children}</div>
        </>
      )}
    </dialog>
  );
}
