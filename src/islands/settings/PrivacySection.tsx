import { useEffect, useState } from 'react';
import { DISCREET_EVENT, discreetOn, setDiscreet } from '../../lib/discreet/discreet.ts';
import { useT } from '../ui/i18n.ts';

/** Settings → Privacy: discreet mode for this browser (the same switch as the header's account menu). */
export default function PrivacySection() {
  const t = useT();
  const [on, setOn] = useState(discreetOn);
  useEffect(() => {
    const follow = () => setOn(discreetOn());
    document.addEventListener(DISCREET_EVENT, follow);
    return () => document.removeEventListener(DISCREET_EVENT, follow);
  }, []);
  return (
    <section aria-labelledby="setting-privacy" className="mt-8 border-t border-gray-100 pt-6">
      <h2 id="setting-privacy" className="mb-4 text-lg font-semibold text-gray-900">
        {t('setting.privacy')}
      </h2>
      <div className="flex items-start justify-between gap-6">
        <div>
          <p id="discreet-mode-label" className="font-medium text-gray-900">
            {t('discreet.mode')}
          </p>
          <p id="discreet-mode-help" className="mt-1 max-w-xl text-sm text-gray-600">
            {t('discreet.modeHelp')}
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby="discreet-mode-label"
          aria-describedby="discreet-mode-help"
          onClick={() => setDiscreet(!on)}
          className="group relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-gray-300 transition-colors aria-checked:bg-primary-600 motion-reduce:transition-none"
        >
          <span aria-hidden="true" className="inline-block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform motion-reduce:transition-none group-aria-checked:translate-x-5.5 rtl:-translate-x-0.5 rtl:group-aria-checked:-translate-x-5.5" />
        </button>
      </div>
    </section>
  );
}
