import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { splitLocalePath } from '../../lib/i18n/locales.ts';
import { normalizeRoutePath } from '../../lib/routes.ts';
import { markBindEmailModalShown } from '../../stores/common.ts';
import { $shouldPromptBindEmail } from '../../stores/user.ts';
import { island } from '../ui/I18nProvider.tsx';
import BindEmailDialog from './BindEmailDialog.tsx';

const onLoginPage = () => normalizeRoutePath(splitLocalePath(location.pathname).path) === '/login';

/**
 * Asks a member without a security email to bind one, once per session, on any page but /login
 * (which is left at once after logging in). Mounted by the base layout; reads persisted state.
 */
export default island(function BindEmailPrompt() {
  const due = useStore($shouldPromptBindEmail);
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!due || onLoginPage()) return;
    markBindEmailModalShown();
    setShown(true);
    setOpen(true);
  }, [due]);

  // Stays mounted after closing so a running send-code countdown is kept.
  if (!shown) return null;
  return <BindEmailDialog mode="bind" open={open} onClose={() => setOpen(false)} />;
});
