import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useT } from './i18n.ts';

/** Widths: sm for questions and short forms, md for forms and lists, lg for two-column forms, xl for pictures. */
const WIDTH = { sm: 'w-[400px]', md: 'w-[520px]', lg: 'w-[600px]', xl: 'w-[960px]' } as const;

export interface ModalProps {
  open: boolean;
  /** Names the dialog for assistive technology (aria-labelledby) and heads it. */
  title: string;
  /** Called however the dialog closes: the corner button, Escape, a click on the backdrop, or the caller's own buttons. */
  onClose: () => void;
  children: ReactNode;
  size?: keyof typeof WIDTH;
  /** alertdialog for a question that interrupts (see ConfirmDialog). */
  role?: 'dialog' | 'alertdialog';
  /** Id of the element that says what the dialog is about (aria-describedby). */
  describedBy?: string;
  /** Hooks for tests and scripts, e.g. data-address-dialog. */
  [data: `data-${string}`]: string | boolean | undefined;
}

/**
 * The one modal of the shop, on the native <dialog>: the browser keeps focus inside, puts it back on
 * the control that opened the dialog when it closes, and closes it on Escape; a click on the backdrop
 * closes it too. On opening, focus goes to the element marked data-autofocus, else the first field.
 * The content stays mounted while closed, so what a member typed survives closing and reopening.
 */
export default function Modal({ open, title, onClose, children, size = 'md', role = 'dialog', describedBy, ...data }: ModalProps) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // A press that starts inside and is released on the backdrop (selecting text) does not close.
  const pressedBackdrop = useRef(false);
  const openRef = useRef(open);
  const closeRef = useRef(onClose);
  useEffect(() => {
    openRef.current = open;
    closeRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // The browser would focus the close button; start where the member acts instead.
      const start = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.querySelector<HTMLElement>('input:not([type=hidden]), textarea, select');
      start?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // Unmounted while open (its screen went away): close first, so focus goes back to the opener.
  useLayoutEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onClose={() => openRef.current && closeRef.current()}
      onPointerDown={(event) => {
        pressedBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (pressedBackdrop.current && event.target === event.currentTarget) event.currentTarget.close();
        pressedBackdrop.current = false;
      }}
      className={`m-auto ${WIDTH[size]} max-w-[calc(100vw-2rem)] rounded-xl bg-white p-0 text-start text-gray-900 shadow-2xl backdrop:bg-black/40`}
      {...data}
    >
      <div className="flex items-center justify-between gap-4 border-b border-gray-200 px-6 py-4">
        <h2 id={titleId} className="text-lg font-semibold text-gray-900">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('common.close')}
          className="flex size-8 shrink-0 items-center justify-center rounded-full text-xl text-gray-600 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary-600"
        >
          ×
        </button>
      </div>
      <div className="px-6 pt-4 pb-6">{children}</div>
    </dialog>
  );
}
