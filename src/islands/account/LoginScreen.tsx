import { useEffect, useState } from 'react';
import { $token } from '../../stores/user.ts';
import Button from '../ui/Button.tsx';
import { island } from '../ui/I18nProvider.tsx';
import { useLocale, useT } from '../ui/i18n.ts';
import AuthTabs from './AuthTabs.tsx';
import LoginForm from './LoginForm.tsx';
import RegisterForm from './RegisterForm.tsx';
import ResetPasswordForm from './ResetPasswordForm.tsx';
import { loginTarget } from './redirect.ts';

type Mode = 'login' | 'register' | 'forgot';

function modeFromUrl(): Mode {
  const mode = new URLSearchParams(location.search).get('mode');
  return mode === 'register' || mode === 'forgot' ? mode : 'login';
}

/** Keeps the mode in the address (the header links to ?mode=register) without losing `redirect`. */
function writeModeToUrl(mode: Mode): void {
  const url = new URL(location.href);
  if (mode === 'login') url.searchParams.delete('mode');
  else url.searchParams.set('mode', mode);
  history.replaceState(history.state, '', url);
}

/** The /login screen: log in, register, or reset a forgotten password. Reads the session: client only. */
export default island(function LoginScreen() {
  const t = useT();
  const locale = useLocale();
  const [mode, setMode] = useState<Mode>(modeFromUrl);
  const [account, setAccount] = useState('');
  const loggedIn = $token.get() !== '';

  useEffect(() => {
    if (loggedIn) location.replace(loginTarget(location.search, locale));
  }, [loggedIn, locale]);

  function go(next: Mode, prefill?: string) {
    if (prefill !== undefined) setAccount(prefill);
    setMode(next);
    writeModeToUrl(next);
  }

  if (loggedIn) return null;

  if (mode === 'forgot') {
    return (
      <section aria-labelledby="forgot-title">
        <h2 id="forgot-title" className="text-xl font-semibold text-gray-900">
          {t('login.forgot.title')}
        </h2>
        <p className="mt-1 mb-5 text-sm text-gray-600">{t('login.forgot.intro')}</p>
        <ResetPasswordForm initialAccount={account} onDone={(done) => go('login', done)} />
        <div className="mt-4 text-center">
          <Button variant="text" size="sm" onClick={() => go('login')}>
            {t('login.backToLogin')}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <div>
      <AuthTabs active={mode} onSelect={(tab) => go(tab)} />
      <div id="auth-panel" role="tabpanel" aria-labelledby={`auth-tab-${mode}`}>
        {mode === 'login' ? (
          <LoginForm key={account} initialAccount={account} onForgot={(typed) => go('forgot', typed)} />
        ) : (
          <RegisterForm />
        )}
      </div>
    </div>
  );
});
