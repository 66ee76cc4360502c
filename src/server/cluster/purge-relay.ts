/**
 * Carries page purges between instances of the shop on one database, and to the CDN (decision 079).
 *
 * Out: every purge announced in this process (web/page-purge.ts; this cache already dropped the pages) bumps
 * the page version row with the purge, is sent with NOTIFY on PostgreSQL, and is sent to CDN_PURGE_URLS by
 * this instance alone: the one that made the change. The CDN hears of it a moment later than the other
 * instances (the time they take to hear it), so it cannot fetch the old page again from one that has not
 * purged yet.
 * In: on PostgreSQL a LISTEN on a connection of its own; after a reconnect everything cached is dropped (what
 * was said meanwhile is lost). Where LISTEN is not available (SQLite, or refused), the version row is polled
 * about once a second: one step is the purge written with it, a bigger step drops everything.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { listen, type Listening } from '../db/listen.ts';
import type { Logger } from '../logger.ts';
import type { PageCache } from '../web/page-cache.ts';
import { onPagePurge, parsePagePurge, purgeCache, surrogateKeysOfPurge, type PagePurge } from '../web/page-purge.ts';
import { purgeCdn, type CdnPurgeOptions } from './cdn-purge.ts';
import { bumpPageVersion, notifyPurge, PURGE_CHANNEL, readPageVersion } from './page-version.repository.ts';

export interface PurgeRelayDeps {
  db: Db;
  /** The database URL, for the LISTEN connection (PostgreSQL). */
  databaseUrl: string;
  cache: PageCache;
  logger: Logger;
  cdnPurgeUrls: readonly string[];
  pollMs?: number;
  /** How long after telling the instances the CDN is told, when they hear by NOTIFY. */
  notifyMarginMs?: number;
  cdn?: CdnPurgeOptions;
  /** Where this instance's purges are heard (the process's announcements by default; tests give their own). */
  subscribe?: typeof onPagePurge;
  /** False: poll the version row on PostgreSQL too (as when LISTEN is refused). */
  listen?: boolean;
  /** False: only send (an operator's command line, which keeps no pages). */
  hear?: boolean;
}

export interface PurgeRelay {
  /** How purges reach this instance now. */
  readonly mode: 'listen' | 'poll' | 'starting';
  /** Resolves when the purges this instance sent so far have reached the database and the CDN. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

const POLL_MS = 1000;
const NOTIFY_MARGIN_MS = 300;
const everything = () => true;

export async function startPurgeRelay(deps: PurgeRelayDeps): Promise<PurgeRelay> {
  const { db, cache, logger } = deps;
  const pollMs = deps.pollMs ?? POLL_MS;
  const origin = randomUUID();
  let mode: PurgeRelay['mode'] = 'starting';
  let seen = (await readPageVersion(db.kysely)).version;
  let listening: Listening | undefined;
  let poller: NodeJS.Timeout | undefined;
  let pollFailing = false;
  const inFlight = new Set<Promise<void>>();

  const heard = (purge: PagePurge | undefined) => (purge ? purgeCache(cache, purge) : cache.purge(everything));

  async function poll(): Promise<void> {
    try {
      const { version, purge } = await readPageVersion(db.kysely);
      if (pollFailing) {
        pollFailing = false;
        cache.purge(everything);
      } else if (version > seen) heard(version === seen + 1 ? parsePagePurge(purge) : undefined);
      seen = Math.max(seen, version);
    } catch (error) {
      if (!pollFailing) logger.warn('page version poll failed', { error: error instanceof Error ? error.message : String(error) });
      pollFailing = true;
    }
  }

  const startPolling = () => {
    mode = 'poll';
    poller ??= setInterval(() => void poll(), pollMs);
    poller.unref();
  };

  if (deps.hear === false) {
    // Sends only: nothing here to purge.
  } else if (db.dialect === 'postgres' && deps.listen !== false) {
    listening = listen(deps.databaseUrl, PURGE_CHANNEL, {
      onMessage: (payload) => {
        const message = parseMessage(payload);
        if (message?.origin !== origin) heard(message?.purge);
      },
      onConnected: (reconnect) => {
        mode = 'listen';
        if (reconnect) {
          cache.purge(everything);
          logger.info('purge channel listening again');
        }
      },
      onDropped: (error) => logger.warn('purge channel dropped', { error: error instanceof Error ? error.message : String(error) }),
      onRefused: (error) => {
        logger.warn('LISTEN refused: polling the page version instead', { error: error instanceof Error ? error.message : String(error) });
        startPolling();
      },
    });
  } else startPolling();

  async function send(purge: PagePurge): Promise<void> {
    const text = JSON.stringify(purge);
    try {
      const version = await bumpPageVersion(db.kysely, text);
      if (version === seen + 1) seen = version;
      if (db.dialect === 'postgres') await notifyPurge(db.kysely, JSON.stringify({ origin, purge }));
    } catch (error) {
      logger.error('page purge not sent to the other instances', { purge: text, error: error instanceof Error ? error.message : String(error) });
    }
    if (deps.cdnPurgeUrls.length === 0) return;
    await new Promise((r) => setTimeout(r, mode === 'listen' ? (deps.notifyMarginMs ?? NOTIFY_MARGIN_MS) : pollMs + (deps.notifyMarginMs ?? NOTIFY_MARGIN_MS)));
    await purgeCdn(deps.cdnPurgeUrls, surrogateKeysOfPurge(purge), logger, deps.cdn);
  }

  const stop = (deps.subscribe ?? onPagePurge)((purge) => {
    const sending = send(purge);
    inFlight.add(sending);
    void sending.finally(() => inFlight.delete(sending));
  });

  return {
    get mode() {
      return mode;
    },
    settled: async () => {
      await Promise.all([...inFlight]);
    },
    async close() {
      stop();
      if (poller) clearInterval(poller);
      await listening?.close();
      await Promise.all([...inFlight]);
    },
  };
}

function parseMessage(payload: string): { origin: string; purge: PagePurge | undefined } | undefined {
  try {
    const { origin, purge } = JSON.parse(payload) as { origin?: unknown; purge?: unknown };
    if (typeof origin !== 'string') return undefined;
    return { origin, purge: parsePagePurge(JSON.stringify(purge)) };
  } catch {
    return undefined;
  }
}
