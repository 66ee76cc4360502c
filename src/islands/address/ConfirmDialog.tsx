import { useEffect, useId, useRef } from 'react';
import { secondaryButton } from '../settings/buttons.ts';

const dangerButton =
  'inline-flex h-10 shrink-0 items-center justify-center rounded-md bg-red-700 px-5 font-medium text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60';

interface Props {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  /** Cancel, Escape or the backdrop's close. */
  onCancel: () => void;
}

/** Asks before an action that cannot be undone, in a native modal <dialog>; Cancel has the focus. */
export default function ConfirmDialog({ open, title, text, confirmLabel, cancelLabel, busy = false, onConfirm, onCancel }: Props) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) {
      el.showModal();
      cancel.current?.focus();
    } else if (!open && el.open) el.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onClose={() => {
        if (open) onCancel();
      }}
      className="m-auto w-[400px] max-w-[calc(100vw-2rem)] rounded-xl p-6 shadow-2xl backdrop:bg-black/40"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      <p id={`${id}-text`} className="mt-2 text-gray-700">
        {text}
      </p>
      <div className="mt-6 flex justify-end gap-3">
        <button ref={cancel} type="button" onClick={onCancel} className={secondaryButton}>
          {cancelLabel}
        </button>
        <button type="button" onClick={onConfirm} disabled={busy} className={dangerButton}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
