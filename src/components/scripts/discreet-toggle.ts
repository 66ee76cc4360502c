import '../../lib/discreet/discreet.browser.js';
import { DISCREET_EVENT, discreetOn, setDiscreet } from '../../lib/discreet/discreet.ts';

/** The header's discreet-mode switches (account menu, and beside login for guests) show and flip the mode. */
const sync = () => {
  for (const toggle of document.querySelectorAll('[data-discreet-toggle]')) toggle.setAttribute('aria-checked', String(discreetOn()));
};

document.addEventListener('click', (event) => {
  if (!(event.target as Element | null)?.closest('[data-discreet-toggle]')) return;
  setDiscreet(!discreetOn());
});
document.addEventListener(DISCREET_EVENT, sync);
sync();
