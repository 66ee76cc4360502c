import { useState } from 'react';
import type { MemberInfo } from '../../lib/schemas/account.ts';
import BindEmailDialog from '../account/BindEmailDialog.tsx';
import { useT } from '../ui/i18n.ts';
import LastModified from './LastModified.tsx';
import SecretForm from './SecretForm.tsx';
import SecurityRow from './SecurityRow.tsx';
import { maskEmail } from './format.ts';
import type { SecretKind } from './secretForms.ts';

interface Props {
  info: MemberInfo;
  onChanged: () => Promise<void>;
}

const FORM_ID: Record<SecretKind, string> = { pwd: 'om-setting-pwd', payPwd: 'om-setting-paypwd' };

/** Login password, payment password and security email; the first two need a bound email to change. */
export default function SecuritySection({ info, onChanged }: Props) {
  const t = useT();
  const [open, setOpen] = useState<SecretKind | null>(null);
  const [emailDialog, setEmailDialog] = useState(false);
  const locked = !info.haveEmail;
  const openEmail = () => setEmailDialog(true);

  const secretRow = (kind: SecretKind, at: string | null, isSet: boolean) => {
    const title = t(kind === 'pwd' ? 'setting.pwd.title' : 'setting.payPwd.title');
    if (locked) {
      return (
        <SecurityRow
          key={kind}
          title={title}
          status={<span className="text-amber-800" data-locked>{t('account.email.bindFirst')}</span>}
          actionLabel={t('setting.action.bindEmail')}
          onAction={openEmail}
        />
      );
    }
    return (
      <SecurityRow
        key={kind}
        title={title}
        status={<LastModified at={isSet ? at : null} never={t('setting.notSet')} />}
        actionLabel={t(isSet ? 'setting.action.modify' : 'setting.action.set')}
        onAction={() => setOpen((current) => (current === kind ? null : kind))}
        controls={FORM_ID[kind]}
        expanded={open === kind}
      >
        <SecretForm
          kind={kind}
          id={FORM_ID[kind]}
          email={info.email}
          onCancel={() => setOpen(null)}
          onDone={() => {
            setOpen(null);
            void onChanged();
          }}
        />
      </SecurityRow>
    );
  };

  return (
    <section aria-labelledby="om-setting-security" className="mt-10">
      <h2 id="om-setting-security" className="mb-2 text-lg font-semibold text-gray-900">
        {t('setting.security.title')}
      </h2>
      <ul>
        {secretRow('pwd', info.pwdUpdatedAt, true)}
        {secretRow('payPwd', info.payPwdUpdatedAt, info.havePayPwd)}
        <SecurityRow
          title={t('setting.email.title')}
          status={
            info.email ? (
              <span className="flex flex-wrap gap-x-4">
                <span className="text-gray-800" dir="ltr">{maskEmail(info.email)}</span>
                <LastModified at={info.emailUpdatedAt} never="" />
              </span>
            ) : (
              <span className="text-amber-800">{t('setting.notBound')}</span>
            )
          }
          actionLabel={t(info.haveEmail ? 'setting.action.change' : 'setting.action.bind')}
          onAction={openEmail}
        />
      </ul>
      <BindEmailDialog
        mode={info.haveEmail ? 'edit' : 'bind'}
        open={emailDialog}
        onClose={() => {
          setEmailDialog(false);
          void onChanged();
        }}
        onConfirm={() => void onChanged()}
      />
    </section>
  );
}
