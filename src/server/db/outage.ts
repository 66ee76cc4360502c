/**
 * What a dependency outage looks like from inside the shop: the database refused or lost the connection, is
 * shutting down or starting up, is out of connections or disk, or stayed locked past its busy timeout. Such a
 * failure is the server's, it is temporary, and the answer is 503 with `Retry-After` (RFC 9110 §15.6.4), never
 * a 404 a crawler or CDN would take as "this page is gone", nor a 500 that says the request itself broke
 * something. The shop keeps no connection state of its own: once the database answers again, so does the shop.
 */

/** Seconds a client, crawler or CDN is asked to wait before trying again (`Retry-After`). */
export const RETRY_AFTER_SECONDS = 30;

/** What every outage answer carries: retry later, and let no cache keep this answer in place of the page. */
export const OUTAGE_HEADERS: Readonly<Record<string, string>> = {
  'Retry-After': String(RETRY_AFTER_SECONDS),
  'Cache-Control': 'no-store',
};

/** Node's codes for a connection that could not be made or was cut (DNS included). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * PostgreSQL SQLSTATEs of an unavailable server: class 08 (connection exception), 53 (insufficient resources:
 * too many connections, disk full, out of memory), 58 (system error: I/O), and 57P01–57P05 (administrator or
 * crash shutdown, "the database system is starting up / shutting down", idle sessions ended).
 */
const POSTGRES_OUTAGE = /^(08|53|58)[0-9A-Z]{3}$|^57P0[1-5]$/;

/**
 * SQLite result codes (better-sqlite3's `SqliteError.code`, extended codes included, e.g. SQLITE_IOERR_WRITE)
 * of a database the shop cannot use right now: still locked after busy_timeout, unreadable or unwritable
 * file, full disk, out of memory.
 */
const SQLITE_OUTAGE = /^SQLITE_(BUSY|LOCKED|CANTOPEN|IOERR|FULL|NOMEM|PROTOCOL)(_[A-Z_]+)?$/;

/** node-postgres reports a lost or timed-out connection in words, without a code. */
const POSTGRES_CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  // A connection not opened within its connect timeout (the client's own timer, database.ts openPool).
  'timeout expired',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Query read timeout',
];

/** Why the health check failed without the database saying so: it did not answer in time. */
export class DatabaseTimeoutError extends Error {
  readonly code = 'ETIMEDOUT';
  constructor(ms: number) {
    super(`the database did not answer within ${ms} ms`);
  }
}

function codeOf(err: object): string | undefined {
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * True when `err` (or what it wraps: `cause`, the attempts of an AggregateError) says a dependency is down
 * rather than that the request or the code is wrong.
 */
export function isOutage(err: unknown, depth = 0): boolean {
  if (typeof err !== 'object' || err === null || depth > 5) return false;
  const code = codeOf(err);
  if (code && (NETWORK_CODES.has(code) || POSTGRES_OUTAGE.test(code) || SQLITE_OUTAGE.test(code))) return true;
  const message = (err as { message?: unknown }).message;
  if (typeof message === 'string' && POSTGRES_CONNECTION_MESSAGES.some((m) => message.startsWith(m))) return true;
  const errors = (err as { errors?: unknown }).errors;
  if (Array.isArray(errors) && errors.some((e) => isOutage(e, depth + 1))) return true;
  return isOutage((err as { cause?: unknown }).cause, depth + 1);
}

/**
 * PostgreSQL cut a statement (SQLSTATE 57014, query_canceled): a catalogue read ran past its statement_timeout
 * (CATALOGUE_QUERY_TIMEOUT_MS, decision 083). The database is up and the request was fine: the server is busy,
 * and the same request may well answer in a moment.
 */
export function isCancelledQuery(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '57014';
}
