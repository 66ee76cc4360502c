import { useEffect, useId, useMemo, useRef, type SubmitEvent } from 'react';
import { useStore } from '@nanostores/react';
import { currentT } from '../../lib/i18n/current.ts';
import { $userInfo } from '../../stores/user.ts';
import BindEmailFields from './BindEmailFields.tsx';
import { isBindEmailIncomplete, type BindEmailMode } from './bindEmail.ts';
import { focusFirstInvalid, primaryButtonClass, secondaryButtonClass } from './styles.ts';
import { useBindEmailForm } from './useBindEmailForm.ts';

export interface BindEmailDialogProps {
  mode: BindEmailMode;
  open: boolean;
  /** Called whenever the dialog closes: cancel, Escape, the close button, or after success. */
  onClose: () => void;
  /** Called after the email was changed in edit mode. */
  onConfirm?: () => void;
}

/**
 * Binds or changes the security email (a native modal <dialog>, 400 px). Opened by the automatic
 * prompt in bind mode and by the settings screen in either mode.
 */
export default function BindEmailDialog({ mode, open, onClose, onConfirm }: BindEmailDialogProps) {
  const t = useMemo(() => currentT(), []);
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const info = useStore($userInfo);
  const form = useBindEmailForm(mode, t);
  const incomplete = isBindEmailIncomplete(form.values, mode);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) {
      el.showModal();
      // showModal would focus the close button; the first field is where the member starts.
      el.querySelector('input')?.focus();
    } else if (!open && el.open) el.close();
  }, [open]);

  async function confirm(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const formEl = event.currentTarget;
    if (await form.submit()) {
      onClose();
      if (mode === 'edit') onConfirm?.();
    } else focusFirstInvalid(formEl);
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      data-bind-email-dialog={mode}
      onClose={() => {
        form.clearErrors();
        if (open) onClose();
      }}
      className="m-auto w-[400px] max-w-[calc(100vw-2rem)] rounded-xl p-0 shadow-2xl backdrop:bg-black/40"
    >
      <div className="flex items-center justify-between gap-4 border-b border-gray-200 px-6 py-4">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-gray-900">
          {t(mode === 'bind' ? 'bindEmail.title.bind' : 'bindEmail.title.edit')}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('common.close')}
          className="flex size-8 shrink-0 items-center justify-center rounded-full text-xl text-gray-500 hover:bg-gray-100"
        >
          ×
        </button>
      </div>
      <form noValidate onSubmit={confirm} className="px-6 pt-4 pb-6">
        {mode === 'bind' ? (
          <p className="mb-4 text-sm text-gray-600">{t('bindEmail.intro')}</p>
        ) : (
          // The address is isolated (FSI…PDI) so it keeps its own direction inside Arabic text.
          <p className="mb-4 text-sm break-all text-gray-700">{t('bindEmail.current', { email: `\u2068${info?.email ?? ''}\u2069` })}</p>
        )}
        <BindEmailFields id={id} mode={mode} t={t} form={form} />
        <div className="mt-3 flex justify-end gap-3">
          <button type="button" onClick={onClose} className={secondaryButtonClass}>
            {t('bindEmail.cancel')}
          </button>
          <button type="submit" disabled={form.busy} data-dimmed={incomplete || undefined} className={primaryButtonClass}>
            {t('bindEmail.confirm')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
