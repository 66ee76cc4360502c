/**
 * Catalogue reads on SQLite, off the thread that answers requests (decision 083). better-sqlite3 runs a query
 * to its end before anything else on its thread moves, so a search taking seconds on the main connection held
 * every health check and payment notice that long. A few worker threads (reader-thread.ts) each hold a
 * read-only connection to the same file; a query goes to an idle one, or waits its turn in arrival order.
 * A reader that dies fails only the query it held, with an error the outage mapping answers 503 (outage.ts),
 * and is replaced.
 */
import { Worker } from 'node:worker_threads';

/** What the main thread posts to a reader. */
export interface ReadJob {
  id: number;
  sql: string;
  parameters: readonly unknown[];
}

/** What a reader posts back: the rows, or what the query failed with. */
export type ReadAnswer = { id: number; rows: unknown[] } | { id: number; error: { message: string; code?: string } };

/** A reader thread stopped (crashed, or the pool closed) with this query in hand or still queued. */
export class ReaderLostError extends Error {
  /** A connection cut: isOutage (outage.ts) answers it 503 with Retry-After, the same as a database gone. */
  readonly code = 'ECONNRESET';
  constructor(why: string, cause?: unknown) {
    super(`the catalogue reader ${why}`, { cause });
  }
}

/** The error a reader reported, with SQLite's code kept (SQLITE_BUSY is an outage, a syntax error is not). */
export class ReaderQueryError extends Error {
  readonly code: string | undefined;
  constructor(message: string, code: string | undefined) {
    super(message);
    this.code = code;
  }
}

interface Pending {
  job: ReadJob;
  resolve: (rows: unknown[]) => void;
  reject: (err: Error) => void;
}

interface Reader {
  worker: Worker;
  busy?: Pending;
  /** Why the thread ended, when it threw. */
  failure?: unknown;
}

const ENTRY = new URL('./reader-thread.ts', import.meta.url);
/** A reader that died is replaced after this pause, so a file that cannot be opened does not spin a core. */
const RESPAWN_DELAY_MS = 100;

/** Blobs come back as plain Uint8Arrays; the shop reads Buffers from SQLite, as better-sqlite3 gives them. */
function asBuffers(rows: unknown[]): unknown[] {
  for (const row of rows as Record<string, unknown>[]) {
    for (const key in row) {
      const value = row[key];
      if (value instanceof Uint8Array && !Buffer.isBuffer(value)) row[key] = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
    }
  }
  return rows;
}

export class ReaderPool {
  readonly #path: string;
  readonly #entry: URL;
  readonly #size: number;
  readonly #readers = new Set<Reader>();
  readonly #queue: Pending[] = [];
  #nextId = 1;
  #closed = false;
  #started = false;

  /** `entry` is the thread's module: tests pass one that can be made to crash. */
  constructor(path: string, size: number, entry: URL = ENTRY) {
    if (!Number.isInteger(size) || size < 1) throw new Error(`a reader pool needs at least one reader, not ${size}`);
    this.#path = path;
    this.#entry = entry;
    this.#size = size;
  }

  /** Runs one read on the first reader free, in the order reads arrive; resolves with its rows. */
  run(sql: string, parameters: readonly unknown[]): Promise<unknown[]> {
    if (this.#closed) return Promise.reject(new ReaderLostError('pool is closed'));
    // The readers start with the first read: a script or command that never reads the catalogue starts none.
    if (!this.#started) {
      this.#started = true;
      for (let i = 0; i < this.#size; i += 1) this.#spawn();
    }
    return new Promise((resolve, reject) => {
      this.#queue.push({ job: { id: this.#nextId++, sql, parameters }, resolve, reject });
      this.#dispatch();
    });
  }

  /** Reads queued behind busy readers. */
  get waiting(): number {
    return this.#queue.length;
  }

  /** Readers running, those with a read in hand, and reads waiting for one: the metrics' gauge. */
  stats(): { threads: number; busy: number; waiting: number } {
    let busy = 0;
    for (const reader of this.#readers) if (reader.busy) busy += 1;
    return { threads: this.#readers.size, busy, waiting: this.#queue.length };
  }

  /** Stops every reader; reads still queued or running fail with ReaderLostError. */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    for (const pending of this.#queue.splice(0)) pending.reject(new ReaderLostError('pool is closed'));
    const readers = [...this.#readers];
    this.#readers.clear();
    for (const reader of readers) reader.busy?.reject(new ReaderLostError('pool is closed'));
    await Promise.all(readers.map((r) => r.worker.terminate()));
  }

  #spawn(): void {
    const reader: Reader = { worker: new Worker(this.#entry, { workerData: { path: this.#path } }) };
    reader.worker.on('message', (answer: ReadAnswer) => this.#answered(reader, answer));
    reader.worker.on('error', (err) => (reader.failure = err));
    reader.worker.on('exit', (code) => this.#died(reader, code));
    // An idle reader does not keep the process alive; one with a query in hand does, until it answers. After
    // the listeners: adding a 'message' listener refs the thread's port again.
    reader.worker.unref();
    this.#readers.add(reader);
    this.#dispatch();
  }

  #dispatch(): void {
    for (const reader of this.#readers) {
      if (this.#queue.length === 0) return;
      if (reader.busy) continue;
      const pending = this.#queue.shift()!;
      reader.busy = pending;
      reader.worker.ref();
      reader.worker.postMessage(pending.job);
    }
  }

  #answered(reader: Reader, answer: ReadAnswer): void {
    const pending = reader.busy;
    if (!pending || pending.job.id !== answer.id) return;
    reader.busy = undefined;
    reader.worker.unref();
    if ('rows' in answer) pending.resolve(asBuffers(answer.rows));
    else pending.reject(new ReaderQueryError(answer.error.message, answer.error.code));
    this.#dispatch();
  }

  #died(reader: Reader, code: number): void {
    if (!this.#readers.delete(reader)) return;
    const why = reader.failure instanceof Error ? reader.failure.message : `exit code ${code}`;
    reader.busy?.reject(new ReaderLostError(`thread stopped (${why})`, reader.failure));
    if (this.#closed) return;
    setTimeout(() => {
      if (!this.#closed) this.#spawn();
    }, RESPAWN_DELAY_MS).unref();
  }
}
