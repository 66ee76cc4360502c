import { useState } from 'react';
import { settingHref } from '../../lib/order-hrefs.ts';
import type { MemberInfo } from '../../lib/schemas/account.ts';
import BindEmailDialog from '../account/BindEmailDialog.tsx';
import SecretForm from '../settings/SecretForm.tsx';
import Button from '../ui/Button.tsx';
import Modal from '../ui/Modal.tsx';
import { useLocale, useT } from '../ui/i18n.ts';

interface Props {
  info: MemberInfo;
  /** The account changed (email bound, password set): load it again. */
  onChanged: () => void;
}

/**
 * No payment password yet: set one here, in a dialog with the settings screen's own form. Setting it
 * needs a code mailed to the security email, so a member without one binds it first.
 */
export default function PayPwdSetup({ info, onChanged }: Props) {
  const t = useT();
  const locale = useLocale();
  const [open, setOpen] = useState<'email' | 'payPwd' | null>(null);
  const close = () => setOpen(null);
  return (
    <div role="status" className="flex flex-col items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4" data-paypwd-missing>
      <p className="text-amber-900">{t(info.haveEmail ? 'cashier.payPwd.missing' : 'cashier.payPwd.emailFirst')}</p>
      <div className="flex flex-wrap items-center gap-4">
        <Button onClick={() => setOpen(info.haveEmail ? 'payPwd' : 'email')}>
          {t(info.haveEmail ? 'cashier.payPwd.set' : 'setting.action.bindEmail')}
        </Button>
        <a href={settingHref(locale)} className="text-sm text-primary-700 hover:underline">
          {t('cashier.payPwd.toSettings')}
        </a>
      </div>
      <BindEmailDialog
        mode="bind"
        open={open === 'email'}
        onClose={() => {
          close();
          onChanged();
        }}
      />
      <Modal open={open === 'payPwd'} title={t('cashier.payPwd.set')} onClose={close}>
        <SecretForm
          kind="payPwd"
          id="cashier-paypwd-form"
          email={info.email}
          onCancel={close}
          onDone={() => {
            close();
            onChanged();
          }}
        />
      </Modal>
    </div>
  );
}
