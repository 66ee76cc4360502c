import { useId, type SubmitEvent } from 'react';
import { useStore } from '@nanostores/react';
import { isolate } from '../../lib/i18n/bidi.ts';
import { $userInfo } from '../../stores/user.ts';
import Button from '../ui/Button.tsx';
import Modal from '../ui/Modal.tsx';
import { useT } from '../ui/i18n.ts';
import { maskEmail } from '../settings/format.ts';
import BindEmailFields from './BindEmailFields.tsx';
import { isBindEmailIncomplete, type BindEmailMode } from './bindEmail.ts';
import { useBindEmailForm } from './useBindEmailForm.ts';

interface Props {
  mode: BindEmailMode;
  open: boolean;
  /** Called whenever the dialog closes: cancel, Escape, the close button, or after success. */
  onClose: () => void;
  /** Called after the email was changed in edit mode. */
  onConfirm?: () => void;
}

/**
 * Binds or changes the security email (a modal, 400 px). Opened by the automatic prompt in bind mode
 * and by the settings screen in either mode.
 */
export default function BindEmailDialog({ mode, open, onClose, onConfirm }: Props) {
  const t = useT();
  const id = useId();
  const info = useStore($userInfo);
  const form = useBindEmailForm(mode);
  const incomplete = isBindEmailIncomplete(form.values, mode);

  const close = () => {
    form.clearErrors();
    onClose();
  };

  async function confirm(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (await form.submit(event)) {
      close();
      if (mode === 'edit') onConfirm?.();
    }
  }

  return (
    <Modal open={open} title={t(mode === 'bind' ? 'bindEmail.title.bind' : 'bindEmail.title.edit')} onClose={close} size="sm" data-bind-email-dialog={mode}>
      <form noValidate onSubmit={confirm}>
        {mode === 'bind' ? (
          <p className="mb-4 text-sm text-gray-600">{t('bindEmail.intro')}</p>
        ) : (
          // Masked as on the settings screen, and isolated to keep its own direction inside Arabic text.
          <p data-current-email className="mb-4 text-sm break-all text-gray-700">
            {t('bindEmail.current', { email: isolate(info?.email ? maskEmail(info.email) : '') })}
          </p>
        )}
        <BindEmailFields id={id} mode={mode} form={form} />
        <div className="mt-3 flex justify-end gap-3">
          <Button variant="secondary" onClick={close}>
            {t('bindEmail.cancel')}
          </Button>
          <Button type="submit" busy={form.busy} data-dimmed={incomplete || undefined}>
            {t('bindEmail.confirm')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
