/**
 * Navigation progress for a multi-page site: the bar grows from the moment a navigation starts on
 * this page (link click, form submit, script navigation) until the page is left; the next page, when
 * reached from this site, finishes it. Back/forward cache restores reset it.
 */
const STUCK_MS = 15_000;

/** The part of the Navigation API used here (not in every browser, nor in TypeScript's DOM types yet). */
interface NavigateEventLike extends Event {
  destination?: { sameDocument?: boolean };
  downloadRequest?: string | null;
}
interface NavigationLike {
  addEventListener(type: 'navigate', listener: (event: NavigateEventLike) => void): void;
}

export function startProgressBar(bar: HTMLElement | null): void {
  if (!bar) return;
  let stuckTimer = 0;

  const start = () => {
    if (bar.classList.contains('is-active')) return;
    bar.classList.remove('is-done', 'is-arriving');
    void bar.offsetWidth; // restart the transition from zero
    bar.classList.add('is-active');
    clearTimeout(stuckTimer);
    // A navigation that never leaves the page (a download, a 204) must not leave the bar hanging.
    stuckTimer = window.setTimeout(done, STUCK_MS);
  };

  function done() {
    clearTimeout(stuckTimer);
    if (!bar!.classList.contains('is-active')) return;
    bar!.classList.replace('is-active', 'is-done');
    window.setTimeout(() => bar!.classList.remove('is-done'), 600);
  }

  // Decided after every listener has run, so a handler that cancels the navigation is respected.
  const unlessPrevented = (event: Event) => window.setTimeout(() => event.defaultPrevented || start());

  document.addEventListener('click', (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return;
    if (link.target && link.target !== '_self') return;
    const url = new URL(link.href, location.href);
    if (url.origin !== location.origin) return;
    if (url.pathname === location.pathname && url.search === location.search && url.hash) return;
    unlessPrevented(event);
  });

  document.addEventListener('submit', (event) => {
    if ((event.target as HTMLFormElement).method !== 'dialog') unlessPrevented(event);
  });

  // Script-driven navigations (language switch, logout) show up here where the Navigation API exists.
  const navigation = (window as { navigation?: NavigationLike }).navigation;
  navigation?.addEventListener('navigate', (event) => {
    if (!event.destination?.sameDocument && !event.downloadRequest) start();
  });

  window.addEventListener('pagehide', start);
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) {
      bar.classList.remove('is-active', 'is-done', 'is-arriving');
      clearTimeout(stuckTimer);
    }
  });

  const cameFromHere = document.referrer !== '' && new URL(document.referrer).origin === location.origin;
  if (cameFromHere) {
    bar.classList.add('is-arriving');
    bar.addEventListener('animationend', () => bar.classList.remove('is-arriving'), { once: true });
  }
}
