import { useEffect, useState } from 'react';
import { http } from '../../lib/api/index.ts';
import { DISCREET_EVENT, discreetOn, setDiscreet } from '../../lib/discreet/discreet.ts';
import type { MemberInfo } from '../../lib/schemas/account.ts';
import { useT } from '../ui/i18n.ts';
import DataExport from './DataExport.tsx';
import DeleteAccount from './DeleteAccount.tsx';
import Switch from './Switch.tsx';

interface Props {
  info: MemberInfo;
  onChanged: () => Promise<void>;
}

/**
 * Settings → Privacy: discreet mode for this browser (the same switch as the header's account menu), whether the
 * shop keeps the member's recently viewed at all, a copy of the member's data, and deleting the account.
 */
export default function PrivacySection({ info, onChanged }: Props) {
  const t = useT();
  const [on, setOn] = useState(discreetOn);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    const follow = () => setOn(discreetOn());
    document.addEventListener(DISCREET_EVENT, follow);
    return () => document.removeEventListener(DISCREET_EVENT, follow);
  }, []);
  async function switchRecentlyViewed() {
    setSaving(true);
    try {
      await http.post('member/recentlyViewed', { enabled: !info.recentlyViewed }, { showSuccess: true });
      await onChanged();
    } finally {
      setSaving(false);
    }
  }

  return (
    <section id="privacy" aria-labelledby="setting-privacy" className="mt-8 border-t border-gray-100 pt-6">
      <h2 id="setting-privacy" className="mb-4 text-lg font-semibold text-gray-900">
        {t('setting.privacy')}
      </h2>
      <Switch id="discreet-mode" label={t('discreet.mode')} help={t('discreet.modeHelp')} checked={on} onChange={() => setDiscreet(!on)} />
      <Switch
        id="recently-viewed"
        label={t('setting.recentlyViewed')}
        help={t('setting.recentlyViewedHelp')}
        checked={info.recentlyViewed}
        disabled={saving}
        onChange={() => void switchRecentlyViewed()}
      />
      <DataExport />
      <DeleteAccount info={info} />
    </section>
  );
}
