import { localizePath, splitLocalePath, type Locale } from '../../lib/i18n/locales.ts';
import { normalizeRoutePath } from '../../lib/routes.ts';

const PROBE_ORIGIN = 'https://orchid.invalid';

/**
 * The `redirect` parameter as a same-site path, or null. Anything a browser could read as another
 * host is refused: '//evil', '/\evil', control characters (stripped by URL parsers, so '/\t/evil'
 * becomes '//evil'), and dot segments that collapse into '//evil'.
 */
export function safeRedirectPath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN || url.pathname.startsWith('//')) return null;
  return url.pathname + url.search + url.hash;
}

/**
 * Where to go after logging in: the `redirect` target of the login URL's query (stored without a
 * locale, so it follows the language chosen now), else the home page. The login page itself never
 * counts as a target, which would loop.
 */
export function loginTarget(search: string, locale: Locale): string {
  const home = localizePath('/', locale);
  const safe = safeRedirectPath(new URLSearchParams(search).get('redirect'));
  if (!safe) return home;
  const cut = safe.search(/[?#]/);
  const pathname = cut === -1 ? safe : safe.slice(0, cut);
  const rest = cut === -1 ? '' : safe.slice(cut);
  const { path } = splitLocalePath(pathname);
  if (normalizeRoutePath(path) === '/login') return home;
  return localizePath(path + rest, locale);
}
