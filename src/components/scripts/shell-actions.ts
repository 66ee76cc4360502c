import { splitLocalePath } from '../../lib/i18n/locales.ts';
import { currentLocale } from '../../lib/i18n/current.ts';
import { $isLoggedIn, loginRedirectUrl } from '../../stores/user.ts';
import { requestFeedback } from '../../stores/feedback.ts';

/**
 * Page-wide buttons of the footer and the floating widget, wired by delegation so they work
 * wherever they are rendered: back to top, and feedback (members get the dialog, guests log in first).
 */
document.addEventListener('click', (event) => {
  const target = event.target as Element | null;
  if (target?.closest('[data-back-to-top]')) {
    window.scrollTo({ top: 0 });
    document.querySelector<HTMLElement>('#main')?.focus({ preventScroll: true });
    return;
  }
  const feedback = target?.closest<HTMLAnchorElement>('a[data-feedback]');
  if (!feedback || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
  if ($isLoggedIn.get()) {
    event.preventDefault();
    requestFeedback();
    return;
  }
  // The server-rendered link knows the path but not the query; come back to exactly this page.
  const { path } = splitLocalePath(location.pathname);
  feedback.href = loginRedirectUrl(currentLocale(), path + location.search);
});
