import { useRef, type KeyboardEvent } from 'react';
import type { MessageKey } from '../../lib/i18n/messages.ts';
import { useT } from '../ui/i18n.ts';

type AuthTab = 'login' | 'register';

interface Props {
  active: AuthTab;
  onSelect: (tab: AuthTab) => void;
}

const TABS: AuthTab[] = ['login', 'register'];
const TAB_LABEL: Record<AuthTab, MessageKey> = { login: 'login.tab.login', register: 'login.tab.register' };

/** Log in / register switch: the ARIA tabs pattern, arrow keys move between the two. */
export default function AuthTabs({ active, onSelect }: Props) {
  const t = useT();
  const refs = useRef<Record<AuthTab, HTMLButtonElement | null>>({ login: null, register: null });

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const keys = ['ArrowLeft', 'ArrowRight', 'Home', 'End'];
    if (!keys.includes(event.key)) return;
    event.preventDefault();
    const index = TABS.indexOf(active);
    const next =
      event.key === 'Home' ? TABS[0] : event.key === 'End' ? TABS[TABS.length - 1] : TABS[(index + 1) % TABS.length];
    if (!next) return;
    onSelect(next);
    refs.current[next]?.focus();
  }

  return (
    <div role="tablist" aria-label={t('login.tabs.label')} onKeyDown={onKeyDown} className="mb-6 flex border-b border-gray-200">
      {TABS.map((tab) => {
        const selected = tab === active;
        return (
          <button
            key={tab}
            ref={(el) => {
              refs.current[tab] = el;
            }}
            id={`auth-tab-${tab}`}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls="auth-panel"
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(tab)}
            className={`-mb-px flex-1 border-b-2 pb-3 text-base ${
              selected ? 'border-primary-600 font-semibold text-primary-800' : 'border-transparent text-gray-600 hover:text-primary-700'
            }`}
          >
            {t(TAB_LABEL[tab])}
          </button>
        );
      })}
    </div>
  );
}
