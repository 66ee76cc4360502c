/**
 * A catalogue reader (reader-pool.ts starts a few): a worker thread holding its own read-only connection to the
 * shop's SQLite file, which runs one query at a time and posts its rows back. WAL lets it read beside the
 * connection that writes; a statement that is not a read is refused, and the connection is read-only besides.
 */
import SQLite from 'better-sqlite3';
import { parentPort, workerData } from 'node:worker_threads';
import type { ReadJob, ReadAnswer } from './reader-pool.ts';

/** Distinct SQL texts kept compiled, as on the main connection (database.ts). */
const STATEMENT_CACHE_SIZE = 500;

const port = parentPort!;
const sqlite = new SQLite((workerData as { path: string }).path, { readonly: true, fileMustExist: true });
sqlite.pragma('busy_timeout = 5000');

const kept = new Map<string, SQLite.Statement>();
function prepared(text: string): SQLite.Statement {
  const known = kept.get(text);
  if (known) {
    kept.delete(text);
    kept.set(text, known);
    return known;
  }
  const statement = sqlite.prepare(text);
  kept.set(text, statement);
  if (kept.size > STATEMENT_CACHE_SIZE) kept.delete(kept.keys().next().value!);
  return statement;
}

/** Blobs arrive as plain Uint8Arrays (what a Buffer becomes between threads); better-sqlite3 binds Buffers. */
const bindable = (value: unknown) => (value instanceof Uint8Array && !Buffer.isBuffer(value) ? Buffer.from(value.buffer, value.byteOffset, value.byteLength) : value);

port.on('message', (job: ReadJob) => {
  let answer: ReadAnswer;
  try {
    const statement = prepared(job.sql);
    if (!statement.reader) {
      throw Object.assign(new Error(`a catalogue reader runs reads only, and this statement writes: ${job.sql.slice(0, 120)}`), { code: 'SQLITE_READONLY' });
    }
    answer = { id: job.id, rows: statement.all(job.parameters.map(bindable)) };
  } catch (err) {
    const { message, code } = err as { message?: unknown; code?: unknown };
    answer = { id: job.id, error: { message: String(message ?? err), code: typeof code === 'string' ? code : undefined } };
  }
  port.postMessage(answer);
});
