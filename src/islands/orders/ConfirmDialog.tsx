import { useState } from 'react';
import type { TFunction } from '../../lib/i18n/messages.ts';
import { primaryButton, secondaryButton } from '../settings/buttons.ts';
import Modal from './Modal.tsx';

interface Props {
  t: TFunction;
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** The step cannot be taken back: the confirm button is red. */
  irreversible?: boolean;
  /** Resolves when done; a rejection (already reported by the request layer) keeps the dialog open. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

const dangerButton =
  'inline-flex h-10 shrink-0 items-center justify-center rounded-md bg-red-700 px-5 font-medium text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60';

/** A yes/no question before an order step. "Not now" has focus, so Enter never confirms by accident. */
export default function ConfirmDialog({ t, open, title, message, confirmLabel, irreversible, onConfirm, onClose }: Props) {
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
    <Modal open={open} title={title} closeLabel={t('common.close')} onClose={onClose}>
      <p className="break-words text-gray-700" data-confirm-message>
        {message}
      </p>
      <div className="mt-6 flex justify-end gap-3">
        <button type="button" className={secondaryButton} onClick={onClose} data-autofocus>
          {t('order.action.notNow')}
        </button>
        <button type="button" className={irreversible ? dangerButton : primaryButton} disabled={busy} onClick={() => void confirm()}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
