import SQLite from 'better-sqlite3';

/**
 * Quick reads of the catalogue's version (catalogue_state), for databases that have a cheaper way to it than a query
 * through their Kysely. Every remembered list total and search page checks the version first, so it is read once
 * per list request. On SQLite with reader threads, a read through them cost a message to a thread and one back,
 * which on a loaded two-core machine took a quarter of the time the thread answering requests spent on a list
 * (decision 118); a one-row read by primary key on a connection of that thread's own takes microseconds and cannot
 * hold it up.
 */
const quick = new WeakMap<object, () => number>();

/** Registers how `db` (a Kysely) reads the version without a query through it. */
export function readVersionQuickly(db: object, read: () => number): void {
  quick.set(db, read);
}

/** How `db` reads the version quickly, if it can. */
export function quickVersionOf(db: object): (() => number) | undefined {
  return quick.get(db);
}

/**
 * A read-only connection to a SQLite file, on the calling thread, that reads only the catalogue version. WAL gives
 * it the latest committed version whatever other connections are doing. The statement is prepared at the first
 * read, since the table exists only once migrations ran. Returns the reader and what closes its connection.
 */
export function sqliteVersionReader(path: string): { read: () => number; close: () => void } {
  const connection = new SQLite(path, { readonly: true, fileMustExist: true });
  let statement: SQLite.Statement<[], number> | undefined;
  return {
    read: () => {
      statement ??= connection.prepare<[], number>('select version from catalogue_state where id = 1').pluck();
      const version = statement.get();
      if (version === undefined) throw new Error('the catalogue state row is missing');
      return Number(version);
    },
    close: () => connection.close(),
  };
}
