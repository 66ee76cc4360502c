import { useState } from 'react';
import { http } from '../../lib/api/index.ts';
import { localizePath } from '../../lib/i18n/locales.ts';
import type { MessageKey } from '../../lib/i18n/messages.ts';
import { PASSWORD_MAX, type MemberInfo } from '../../lib/schemas/account.ts';
import { deleteAccountSchema, type DeleteAccount as Payload } from '../../lib/schemas/account-deletion.ts';
import { clearSession } from '../../stores/user.ts';
import { toastOnNextPage } from '../../stores/toast.ts';
import Button from '../ui/Button.tsx';
import ConfirmDialog from '../ui/ConfirmDialog.tsx';
import Field from '../ui/Field.tsx';
import { useLocale, useT } from '../ui/i18n.ts';
import Modal from '../ui/Modal.tsx';
import { useForm } from '../ui/useForm.ts';
import CodeField from './CodeField.tsx';

interface Values {
  pwd: string;
  code: string;
  reviews: Payload['reviews'];
  forfeitBalance: boolean;
}

const EMPTY: Values = { pwd: '', code: '', reviews: 'keep', forfeitBalance: false };

/** The body sent: the code only when a security email is bound (it is the only place a code can go). */
function payload(v: Values, info: MemberInfo): Payload {
  return { pwd: v.pwd, ...(info.haveEmail ? { code: v.code.trim() } : {}), reviews: v.reviews, ...(info.balance > 0 ? { forfeitBalance: v.forfeitBalance } : {}) };
}

/**
 * Settings → Privacy → Delete my account: the password, the emailed code, what becomes of reviews and comments,
 * and, with money left on the balance, an explicit "I give it up" confirmed a second time. Once deleted the member
 * is signed out and lands on the home page.
 */
export default function DeleteAccount({ info }: { info: MemberInfo }) {
  const t = useT();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [askForfeit, setAskForfeit] = useState(false);
  const amount = (info.balance / 100).toFixed(2);
  const send = async (v: Values) => {
    await http.post('member/deleteAccount', payload(v, info));
    clearSession();
    toastOnNextPage('success', t('account.delete.done'));
    location.assign(localizePath('/', locale));
  };
  const { values, errors, busy, set, submit, setValues } = useForm<Values, keyof Payload>({
    initial: EMPTY,
    rules: (v) => {
      const found: Partial<Record<keyof Payload, MessageKey>> = {};
      const checked = deleteAccountSchema.safeParse(payload(v, info));
      for (const issue of checked.success ? [] : checked.error.issues) found[issue.path[0] as keyof Payload] ??= issue.message as MessageKey;
      if (info.haveEmail && !v.code.trim()) found.code = 'account.delete.codeRequired';
      if (info.balance > 0 && !v.forfeitBalance) found.forfeitBalance = 'account.delete.balanceLeft';
      return found;
    },
    // With money left, the dialog asks once more before anything is sent.
    send: (v) => (info.balance > 0 ? Promise.resolve(setAskForfeit(true)) : send(v)),
    leaves: info.balance <= 0,
  });
  const error = (field: keyof Payload) => (errors[field] ? t(errors[field], { amount }) : undefined);
  const close = () => {
    setOpen(false);
    setValues(EMPTY);
  };

  return (
    <div className="mt-8 rounded-lg border border-red-200 p-5" data-delete-account>
      <h3 className="font-medium text-red-800">{t('setting.deleteAccount.title')}</h3>
      <p className="mt-1 max-w-2xl text-sm text-gray-600">{t('setting.deleteAccount.help')}</p>
      <Button variant="danger" size="sm" className="mt-3" onClick={() => setOpen(true)}>
        {t('setting.deleteAccount.open')}
      </Button>
      <Modal open={open} title={t('setting.deleteAccount.title')} onClose={close} role="alertdialog">
        <form id="delete-account" onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-3">
          <p className="text-sm text-gray-600">{t('setting.deleteAccount.help')}</p>
          <Field label={t('setting.deleteAccount.pwd')} type="password" autoComplete="current-password" maxLength={PASSWORD_MAX} value={values.pwd} onChange={(e) => set('pwd', e.target.value)} error={error('pwd')} />
          {info.haveEmail && <CodeField email={info.email} value={values.code} onChange={(v) => set('code', v)} error={error('code')} />}
          <fieldset className="text-sm">
            <legend className="mb-1 font-medium text-gray-900">{t('setting.deleteAccount.reviews')}</legend>
            {(['keep', 'delete'] as const).map((choice) => (
              <label key={choice} className="flex items-center gap-2 py-1">
                <input type="radio" name="reviews" value={choice} checked={values.reviews === choice} onChange={() => set('reviews', choice)} className="accent-primary-600" />
                {t(choice === 'keep' ? 'setting.deleteAccount.keep' : 'setting.deleteAccount.delete')}
              </label>
            ))}
          </fieldset>
          {info.balance > 0 && (
            <div className="text-sm">
              <label className="flex items-center gap-2">
                <input type="checkbox" name="forfeitBalance" checked={values.forfeitBalance} onChange={(e) => set('forfeitBalance', e.target.checked)} aria-invalid={!!errors.forfeitBalance} className="accent-red-700" />
                {t('setting.deleteAccount.forfeit', { amount })}
              </label>
              {errors.forfeitBalance && (
                <p role="alert" className="mt-1 text-red-700">
                  {error('forfeitBalance')}
                </p>
              )}
            </div>
          )}
          <div className="mt-2 flex gap-3">
            <Button type="submit" variant="danger" busy={busy}>
              {t('setting.deleteAccount.confirm')}
            </Button>
            <Button variant="secondary" onClick={close}>
              {t('common.cancel')}
            </Button>
          </div>
        </form>
      </Modal>
      <ConfirmDialog
        open={askForfeit}
        alert
        danger
        title={t('setting.deleteAccount.title')}
        message={t('setting.deleteAccount.forfeitConfirm', { amount })}
        confirmLabel={t('setting.deleteAccount.confirm')}
        onConfirm={() => send(values)}
        onClose={() => setAskForfeit(false)}
      />
    </div>
  );
}
