import { useId, useState } from 'react';
import Button from './Button.tsx';
import Modal from './Modal.tsx';
import { useT } from './i18n.ts';

interface Props {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** Defaults to "Cancel". */
  cancelLabel?: string;
  /** The step cannot be taken back: the confirm button is red. */
  danger?: boolean;
  /** Announced as an alert dialog (role alertdialog) rather than a plain dialog. */
  alert?: boolean;
  /**
   * Does the work. A returned promise keeps the confirm button busy until it settles; the dialog then
   * closes, or stays open when it rejects (the request layer has said why), so the member may try again.
   */
  onConfirm: () => unknown;
  /** Called however the dialog closes: cancel, Escape, the backdrop, or after confirming. */
  onClose: () => void;
}

/** A yes/no question before a step. The cancel button has focus, so Enter never confirms by accident. */
export default function ConfirmDialog({ open, title, message, confirmLabel, cancelLabel, danger, alert, onConfirm, onClose }: Props) {
  const t = useT();
  const messageId = useId();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      onClose();
    } catch {
      // Reported by the request layer; the member may try again or step back.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} title={title} onClose={onClose} size="sm" role={alert ? 'alertdialog' : 'dialog'} describedBy={messageId} data-confirm-dialog>
      <p id={messageId} className="break-words text-gray-700">
        {message}
      </p>
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose} data-autofocus>
          {cancelLabel ?? t('common.cancel')}
        </Button>
        <Button variant={danger ? 'danger' : 'primary'} busy={busy} onClick={() => void confirm()}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
