/**
 * A Kysely dialect whose queries run on the reader pool (reader-pool.ts): SQLite's SQL, adapter and
 * introspection, and a driver that posts each compiled query to a reader thread. Reads only: there are no
 * transactions here, and a reader refuses a statement that writes.
 */
import {
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';
import type { ReaderPool } from './reader-pool.ts';

class ReaderConnection implements DatabaseConnection {
  readonly #pool: ReaderPool;
  constructor(pool: ReaderPool) {
    this.#pool = pool;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return { rows: (await this.#pool.run(query.sql, query.parameters)) as R[] };
  }

  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    yield await this.executeQuery<R>(query);
  }
}

const noTransactions = () => Promise.reject(new Error('catalogue reads (db.read) run outside transactions: use db.kysely'));

class ReaderDriver implements Driver {
  readonly #pool: ReaderPool;
  readonly #connection: ReaderConnection;
  constructor(pool: ReaderPool) {
    this.#pool = pool;
    this.#connection = new ReaderConnection(pool);
  }

  async init(): Promise<void> {}
  // One connection object for all: it holds no state, and the pool decides which thread runs each query.
  async acquireConnection(): Promise<DatabaseConnection> {
    return this.#connection;
  }
  beginTransaction = noTransactions;
  commitTransaction = noTransactions;
  rollbackTransaction = noTransactions;
  async releaseConnection(): Promise<void> {}
  destroy(): Promise<void> {
    return this.#pool.close();
  }
}

export class ReaderDialect implements Dialect {
  readonly #pool: ReaderPool;
  constructor(pool: ReaderPool) {
    this.#pool = pool;
  }
  createAdapter() {
    return new SqliteAdapter();
  }
  createDriver(): Driver {
    return new ReaderDriver(this.#pool);
  }
  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new SqliteIntrospector(db);
  }
}
