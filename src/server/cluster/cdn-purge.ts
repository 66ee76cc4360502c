/**
 * Tells the CDN (CDN_PURGE_URLS) which cached pages are stale, by their surrogate keys. The protocol is one
 * request per URL: `PURGE <url>` with the header `xkey-purge: <key> <key>…` (space-separated; the keys pages carry
 * in `Surrogate-Key` and `xkey`). deploy/varnish/default.vcl answers it with xkey.purge from allowed addresses;
 * any other CDN takes a small adapter speaking its own purge API. A 2xx is success; anything else, or no answer
 * in 2 s, is tried again twice (after 0.3 s, then 1 s) and then logged. Never awaited by the operator's request.
 */
import type { Logger } from '../logger.ts';

export const PURGE_HEADER = 'xkey-purge';
const ATTEMPT_TIMEOUT_MS = 2000;
const PAUSES_MS = [300, 1000];

export interface CdnPurgeOptions {
  fetch?: typeof fetch;
  pausesMs?: number[];
}

/** Sends one purge of `keys` to each URL; resolves when all succeeded or gave up (it never rejects). */
export async function purgeCdn(urls: readonly string[], keys: readonly string[], logger: Logger, opts: CdnPurgeOptions = {}): Promise<void> {
  const send = opts.fetch ?? fetch;
  const pauses = opts.pausesMs ?? PAUSES_MS;
  await Promise.all(
    urls.map(async (url) => {
      let last = '';
      for (let attempt = 0; attempt <= pauses.length; attempt += 1) {
        if (attempt > 0) await new Promise((r) => setTimeout(r, pauses[attempt - 1]));
        try {
          const res = await send(url, { method: 'PURGE', headers: { [PURGE_HEADER]: keys.join(' ') }, signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS) });
          await res.arrayBuffer().catch(() => undefined);
          if (res.ok) return;
          last = `HTTP ${res.status}`;
        } catch (error) {
          last = error instanceof Error ? error.message : String(error);
        }
      }
      logger.error('CDN purge failed', { url, keys: keys.join(' '), attempts: pauses.length + 1, error: last });
    }),
  );
}
