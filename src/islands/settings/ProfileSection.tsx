import type { MemberInfo } from '../../lib/schemas/account.ts';
import { useT } from '../ui/i18n.ts';
import AvatarEditor from './AvatarEditor.tsx';
import NicknameForm from './NicknameForm.tsx';

interface Props {
  info: MemberInfo;
  onChanged: () => Promise<void>;
}

const rowLabel = 'w-40 shrink-0 pt-2 font-medium text-gray-900';

/** Avatar and nickname, which the member may change, and the account name, which is fixed. */
export default function ProfileSection({ info, onChanged }: Props) {
  const t = useT();
  return (
    <section aria-labelledby="om-setting-profile">
      <h2 id="om-setting-profile" className="mb-4 text-lg font-semibold text-gray-900">
        {t('setting.profile.title')}
      </h2>
      <div className="flex flex-col gap-6">
        <div className="flex items-center gap-6">
          <span className={`${rowLabel} pt-0`}>{t('setting.avatar.label')}</span>
          <AvatarEditor avatar={info.avatar} name={info.nickname || info.account} onChanged={onChanged} />
        </div>
        <div className="flex items-start gap-6">
          <label htmlFor="om-setting-nickname" className={rowLabel}>
            {t('setting.nickname.label')}
          </label>
          <div className="min-w-0 flex-1">
            <NicknameForm key={info.nickname} nickname={info.nickname} onChanged={onChanged} />
          </div>
        </div>
        <div className="flex items-center gap-6">
          <span className={`${rowLabel} pt-0`}>{t('setting.account.label')}</span>
          <p className="flex flex-wrap items-baseline gap-x-3">
            <span className="font-medium text-gray-900" data-account>
              {info.account}
            </span>
            <span className="text-xs text-gray-600">{t('setting.account.fixed')}</span>
          </p>
        </div>
      </div>
    </section>
  );
}
