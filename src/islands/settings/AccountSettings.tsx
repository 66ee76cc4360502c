import { island } from '../ui/I18nProvider.tsx';
import LoadFailed from '../ui/LoadFailed.tsx';
import { useT } from '../ui/i18n.ts';
import PrivacySection from './PrivacySection.tsx';
import ProfileSection from './ProfileSection.tsx';
import SecuritySection from './SecuritySection.tsx';
import { useMemberInfo } from './useMemberInfo.ts';

/** /mine/setting: profile, account security and privacy of the logged-in member. */
export default island(function AccountSettings() {
  const t = useT();
  const { info, failed, refresh } = useMemberInfo();

  if (!info) {
    return failed ? (
      <LoadFailed message="setting.loadFailed" onRetry={() => void refresh()} />
    ) : (
      <p className="py-10 text-gray-600" aria-busy="true">
        {t('setting.loading')}
      </p>
    );
  }

  return (
    <div data-account-settings>
      <ProfileSection info={info} onChanged={refresh} />
      <SecuritySection info={info} onChanged={refresh} />
      <PrivacySection info={info} onChanged={refresh} />
    </div>
  );
});
