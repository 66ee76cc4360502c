import { useEffect, useId, useRef } from 'react';
import { primaryButton, secondaryButton } from '../settings/buttons.ts';

interface Props {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** Called however the dialog closes: cancel, Escape or after confirming. */
  onClose: () => void;
}

/** A modal yes/no question on the native <dialog>, which keeps focus inside and closes on Escape. */
export default function ConfirmDialog({ open, title, message, confirmLabel, cancelLabel, onConfirm, onClose }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      data-confirm-dialog
      className="m-auto w-[400px] max-w-[calc(100vw-2rem)] rounded-xl p-0 shadow-2xl backdrop:bg-black/40"
    >
      <form method="dialog" className="flex flex-col gap-4 px-6 py-5">
        <h2 id={titleId} className="text-lg font-semibold text-gray-900">
          {title}
        </h2>
        <p id={messageId} className="break-words text-gray-700">
          {message}
        </p>
        <div className="flex justify-end gap-3">
          <button type="submit" value="cancel" className={secondaryButton} autoFocus>
            {cancelLabel}
          </button>
          <button type="submit" value="confirm" className={primaryButton} onClick={onConfirm}>
            {confirmLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
