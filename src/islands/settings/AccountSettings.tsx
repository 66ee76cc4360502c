import type { Locale } from '../../lib/i18n/locales.ts';
import { createT } from '../../lib/i18n/messages.ts';
import ProfileSection from './ProfileSection.tsx';
import SecuritySection from './SecuritySection.tsx';
import { secondaryButton } from './buttons.ts';
import { useMemberInfo } from './useMemberInfo.ts';

interface Props {
  locale: Locale;
}

/** /mine/setting: profile and account security of the logged-in member. */
export default function AccountSettings({ locale }: Props) {
  const t = createT(locale);
  const { info, failed, refresh } = useMemberInfo();

  if (!info) {
    return failed ? (
      <div className="flex items-center gap-4 py-10" role="alert">
        <p className="text-gray-700">{t('setting.loadFailed')}</p>
        <button type="button" onClick={() => void refresh()} className={secondaryButton}>
          {t('common.retry')}
        </button>
      </div>
    ) : (
      <p className="py-10 text-gray-600" aria-busy="true">
        {t('setting.loading')}
      </p>
    );
  }

  return (
    <div data-account-settings>
      <ProfileSection t={t} info={info} onChanged={refresh} />
      <SecuritySection t={t} locale={locale} info={info} onChanged={refresh} />
    </div>
  );
}
