import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, sql, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import { readVersionQuickly, sqliteVersionReader } from './catalogue-version.ts';
import { preparingStatements } from './prepared.ts';
import { ReaderDialect } from './reader-dialect.ts';
import { ReaderPool } from './reader-pool.ts';
import { readingPool, ReplicaHealth } from './replica.ts';
import { RetryingKysely } from './retry.ts';
import type { Database } from './schema.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  /** The primary: every write, and every read of what a member wrote, of money and of stock being bought. */
  kysely: Kysely<Database>;
  /**
   * Catalogue reads for display, which may lag a little behind the primary and never run in a transaction
   * (decision 083). PostgreSQL: connections of their own, whose statements are cut after a timeout, to a standby
   * when DATABASE_READ_URL is set (falling back to the primary while it is down or far behind, replica.ts), else
   * to the primary. SQLite: reader threads off the thread that answers requests (reader-pool.ts), or the very
   * same Kysely as `kysely` for an in-memory database or with no readers asked for.
   */
  read: Kysely<Database>;
  dialect: Dialect;
  close(): Promise<void>;
  /** The PostgreSQL pool's connections now, for the metrics; absent on SQLite (one connection, no pool). */
  pool?: () => { total: number; idle: number; waiting: number };
  /** SQLite's catalogue reader threads now, for the metrics; absent without them (reader-pool.ts). */
  readers?: () => { threads: number; busy: number; waiting: number };
}

export function dialectOf(url: string): Dialect {
  return /^postgres(ql)?:\/\//.test(url) ? 'postgres' : 'sqlite';
}

/** 'sqlite:/abs/file.db', 'file:rel.db' or 'sqlite::memory:' → a file path for better-sqlite3. */
export function sqlitePath(url: string): string {
  return url.replace(/^(sqlite|file):(\/\/)?/, '');
}

// int8 (counts, sums) and numeric come back as strings by default; our values fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

/** Distinct SQL texts kept compiled; lists of ids give one text per list length, so this bounds the cache. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query it runs, and better-sqlite3 compiles each `prepare` anew: on a goods page that
 * was a third of the time spent in SQLite. Statements are kept per SQL text, least recently used first out, and
 * reused; SQLite re-prepares a kept statement by itself after a schema change. A statement still being iterated
 * (a streamed query) is busy and is never handed out twice.
 */
function reusingStatements(sqlite: SQLite.Database): SqliteDatabase {
  const kept = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sqlText) {
      // Kysely begins with a deferred `begin`: a transaction that reads and then writes fails at once with
      // SQLITE_BUSY, without waiting, if another process (an ops command, the server) wrote in between. An
      // immediate one takes the write lock first, waiting up to busy_timeout.
      const text = sqlText === 'begin' ? 'begin immediate' : sqlText;
      const known = kept.get(text);
      if (known && !known.busy) {
        kept.delete(text);
        kept.set(text, known);
        return known;
      }
      const statement = sqlite.prepare(text);
      if (!known) {
        kept.set(text, statement);
        if (kept.size > STATEMENT_CACHE_SIZE) kept.delete(kept.keys().next().value!);
      }
      return statement;
    },
  };
}

/**
 * Member data and password hashes: readable by the shop's own user only. SQLite gives its -wal and -shm files
 * the database file's mode, so the file is made 0600 before SQLite first opens it, and a file from an earlier
 * version is tightened by path. The file is never opened outside SQLite once it exists: closing any descriptor
 * of it drops every POSIX lock this process holds on it (the main thread's and each render thread's), and
 * another SQLite process (the sqlite3 shell, a backup tool) would then take itself for the last user,
 * checkpoint and delete the write-ahead log the shop is still writing into.
 */
function createPrivately(path: string): void {
  try {
    closeSync(openSync(path, 'wx', 0o600));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  chmodSync(path, 0o600);
}

export interface OpenOptions {
  /** The PostgreSQL pool's size (a render thread needs a few for its reads); SQLite ignores it. */
  connections?: number;
  /** A PostgreSQL standby for catalogue reads (DATABASE_READ_URL); PostgreSQL only. */
  readUrl?: string;
  /** Lag past which reads leave the standby for the primary a while (DATABASE_READ_MAX_LAG_SECONDS). */
  readMaxLagSeconds?: number;
  /** Told each time the standby is set aside, with why. */
  onReplicaRest?: (reason: string) => void;
  /** SQLite: reader threads for `read` (SQLITE_READERS); 0 reads on the calling thread. */
  readers?: number;
  /** PostgreSQL: milliseconds after which a catalogue read is cut (CATALOGUE_QUERY_TIMEOUT_MS); 0 never. */
  readTimeoutMs?: number;
}

/**
 * How long a query waits for one of the pool's connections while all are busy. pg-pool has one timeout for both
 * opening a connection and waiting for a busy pool's next free one, so a burst of requests queued behind ten
 * connections on a slow machine failed after 5 s as if the database were down. A queue is not an outage: the wait
 * gets this longer limit, and each attempt to open a connection keeps the short one (decision 064).
 */
export const POOL_WAIT_MS = 20_000;

function openPool(url: string, connections: number, connectTimeoutMs: number, statementTimeoutMs = 0): pg.Pool {
  // The timeout is a setting of the connection, sent once when it opens: nothing more per query (decision 083).
  const options = statementTimeoutMs > 0 ? `-c statement_timeout=${statementTimeoutMs}` : undefined;
  class Client extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      super({ ...(typeof config === 'string' ? { connectionString: config } : config), connectionTimeoutMillis: connectTimeoutMs });
    }
  }
  const pool = new pg.Pool({ connectionString: url, max: connections, connectionTimeoutMillis: POOL_WAIT_MS, Client, options });
  // An idle connection the server closes (restart, failover) is dropped from the pool, not fatal to the process.
  pool.on('error', () => {});
  preparingStatements(pool);
  return pool;
}

export function openDatabase(url: string, options: OpenOptions = {}): Db {
  const { connections = 10, readUrl, readMaxLagSeconds = 30, onReplicaRest, readers = 0, readTimeoutMs = 0 } = options;
  if (readUrl && (dialectOf(url) !== 'postgres' || dialectOf(readUrl) !== 'postgres')) {
    throw new Error('a read replica (DATABASE_READ_URL) needs DATABASE_URL and DATABASE_READ_URL to be PostgreSQL');
  }
  if (dialectOf(url) === 'postgres') {
    // Ten connections. Twenty paid off while payments queued on goods rows (87 paid orders/s with 10, about 180
    // with 20); with sales tallied (decision 055) nothing waits long, and ten backends on two cores switch less:
    // 263 and 272 paid/s with 10 against 241 and 264 with 14, 170 against 158 with 20 (runs alternating).
    // A database host that drops packets instead of refusing would hold every request until the system's TCP
    // timeout: a connection not made in 5 s fails, and the request answers 503 (decision 064).
    const pool = openPool(url, connections, 5000);
    const kysely = new RetryingKysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const stats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
    // Catalogue reads have a small pool of their own on the primary, so their timeout never cuts a write, and
    // a burst of slow searches cannot take the connections payments need.
    const primaryReads = openPool(url, Math.max(2, Math.ceil(connections / 2)), 5000, readTimeoutMs);
    let readPool: pg.Pool | ReturnType<typeof readingPool> = primaryReads;
    if (readUrl) {
      // A standby that does not answer in 2 s is set aside sooner than the primary would be given up on.
      const health = new ReplicaHealth(readMaxLagSeconds, onReplicaRest);
      const standby = readingPool(openPool(readUrl, connections, 2000, readTimeoutMs), primaryReads, health);
      readPool = { ...standby, end: async () => void (await Promise.all([standby.end(), primaryReads.end()])) };
    }
    const read = new Kysely<Database>({ dialect: new PostgresDialect({ pool: readPool }) });
    return {
      kysely,
      read,
      dialect: 'postgres',
      close: async () => {
        await read.destroy();
        await kysely.destroy();
      },
      pool: stats,
    };
  }
  const path = sqlitePath(url);
  if (path !== ':memory:') {
    mkdirSync(dirname(path), { recursive: true });
    createPrivately(path);
  }
  const sqlite = new SQLite(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const kysely = new RetryingKysely<Database>({ dialect: new SqliteDialect({ database: reusingStatements(sqlite) }) });
  // An in-memory database lives in this connection alone: no other thread can open it.
  if (readers === 0 || path === ':memory:') return { kysely, read: kysely, dialect: 'sqlite', close: () => kysely.destroy() };
  const pool = new ReaderPool(path, readers);
  const read = new Kysely<Database>({ dialect: new ReaderDialect(pool) });
  const version = sqliteVersionReader(path);
  readVersionQuickly(read, version.read);
  return {
    kysely,
    read,
    dialect: 'sqlite',
    readers: () => pool.stats(),
    close: async () => {
      await read.destroy();
      version.close();
      await kysely.destroy();
    },
  };
}

/** Answers once the database does: what the health check waits for. */
export async function ping(db: Db): Promise<void> {
  await sql`select 1`.execute(db.kysely);
}
