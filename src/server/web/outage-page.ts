import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Context } from 'hono';
import { DEFAULT_LOCALE, LOCALES, localizePath, splitLocalePath, type Locale } from '../../lib/i18n/locales.ts';
import { OUTAGE_HEADERS } from '../db/outage.ts';
import { currentRequestId } from '../request-context.ts';
import { pickEncoding } from './compress-response.ts';

type Encoding = 'br' | 'gzip' | 'identity';

/** What is sent if the build lacks the page (a build from before it existed). */
const BARE = '<!doctype html><meta charset="utf-8"><title>503</title><p>Service unavailable. Please try again in a minute.</p>';

/** Where the prerendered page shows the request's id: replaced by the id when the page is sent. */
export const REQUEST_ID_SLOT = 'request-id-slot-000000000000';

/** The prerendered page's own address, '/503' in any language: it answers 503 too, never 200. */
export function isOutagePagePath(path: string): boolean {
  return splitLocalePath(path).path.replace(/\/+$/, '') === '/503';
}

/**
 * "Back in a moment" as the thread answering HTTP sends it when no page can be rendered (no render thread is
 * running, or one failed): the prerendered 503 page (src/pages/[...locale]/503.astro) in the language of the
 * address asked for, with 503, Retry-After and no-store. The ten copies and their compressed forms are read
 * once, here, so sending one needs neither a render thread nor the disk. The request's id is written into the
 * page's slot for it (REQUEST_ID_SLOT), and that page is sent uncompressed: it is rare and small.
 */
export function outagePage(clientDir: string): (c: Context) => Response {
  const pages = new Map<string, Uint8Array>();
  for (const locale of LOCALES) {
    const file = join(clientDir, localizePath('/503', locale), 'index.html');
    for (const [encoding, suffix] of [['identity', ''], ['br', '.br'], ['gzip', '.gz']] as const) {
      try {
        pages.set(`${locale} ${encoding}`, readFileSync(file + suffix));
      } catch {
        // Not built (an older build, or a test without pages): the bare text below is sent instead.
      }
    }
  }
  const find = (locale: Locale, encoding: Encoding) => pages.get(`${locale} ${encoding}`) ?? pages.get(`${DEFAULT_LOCALE} ${encoding}`);

  const slotted = new Map<Locale, [Uint8Array, Uint8Array]>();
  for (const locale of LOCALES) {
    const page = pages.get(`${locale} identity`);
    const at = page ? Buffer.from(page).indexOf(REQUEST_ID_SLOT) : -1;
    if (page && at >= 0) slotted.set(locale, [page.subarray(0, at), page.subarray(at + REQUEST_ID_SLOT.length)]);
  }
  const withId = (locale: Locale, id: string) => {
    const parts = slotted.get(locale) ?? slotted.get(DEFAULT_LOCALE);
    return parts && Buffer.concat([parts[0], Buffer.from(id), parts[1]]);
  };

  return (c) => {
    const { locale } = splitLocalePath(c.req.path);
    // Under the web server every request has an id; a page sent without one never shows the bare slot.
    const filled = withId(locale, currentRequestId() ?? '-');
    if (filled) return new Response(filled, { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8', Vary: 'Accept-Encoding', ...OUTAGE_HEADERS } });
    const wanted: Encoding = pickEncoding(c.req.header('accept-encoding') ?? null) ?? 'identity';
    const encoding = find(locale, wanted) ? wanted : 'identity';
    const body = find(locale, encoding) ?? new TextEncoder().encode(BARE);
    const headers: Record<string, string> = { 'Content-Type': 'text/html; charset=utf-8', Vary: 'Accept-Encoding', ...OUTAGE_HEADERS };
    if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
    return new Response(body as BodyInit, { status: 503, headers });
  };
}
