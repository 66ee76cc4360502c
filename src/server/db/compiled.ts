import type { Compilable, CompiledQuery, Kysely, QueryExecutor } from 'kysely';

/** Stands for the value at position `arg` while a query is compiled; never sent to the database. */
class Slot {
  readonly arg: number;
  constructor(arg: number) {
    this.arg = arg;
  }
}

interface Template<R> {
  query: CompiledQuery<R>;
  /** [index in the query's parameters, position of the value that goes there]. */
  slots: [number, number][];
}

/**
 * A query whose SQL depends only on `shape` (a locale, say), run with new `values` each time. Kysely builds
 * and compiles a query anew on every call, which for the localized goods query (a COALESCE of subqueries per
 * fallback language) took 44 µs, more than SQLite took to run it. Here each shape is compiled once per
 * database, with stand-ins where the values go, and later calls copy the compiled parameters with the values
 * put in. Every value must be bound as a single parameter (`where('g.id', '=', id)`); a value that changes the
 * SQL (a list for `in`, a column name) belongs in the shape instead.
 */
export function compiledPerShape<DB, S extends string, V extends readonly unknown[], R>(
  build: (db: Kysely<DB>, shape: S, ...values: V) => Compilable<R>,
): (db: Kysely<DB>, shape: S, ...values: V) => Promise<R[]> {
  // Per database: transactions share their database's executor adapter, two databases never do.
  const byDatabase = new WeakMap<QueryExecutor['adapter'], Map<S, Template<R>>>();
  const compile = (db: Kysely<DB>, shape: S, count: number): Template<R> => {
    const stand = Array.from({ length: count }, (_, i) => new Slot(i)) as unknown as V;
    const query = build(db, shape, ...stand).compile();
    const slots: [number, number][] = [];
    query.parameters.forEach((p, index) => {
      if (p instanceof Slot) slots.push([index, p.arg]);
    });
    if (new Set(slots.map(([, arg]) => arg)).size !== count) {
      throw new Error(`compiledPerShape: every value must be a bound parameter (${query.sql})`);
    }
    return { query, slots };
  };
  return async (db, shape, ...values) => {
    // A list would have been compiled as one parameter where it needs one per item.
    if (values.some((v) => typeof v === 'object' && v !== null && !(v instanceof Date))) throw new Error('compiledPerShape: every value must be a bound parameter, not a list');
    const adapter = db.getExecutor().adapter;
    let templates = byDatabase.get(adapter);
    if (!templates) byDatabase.set(adapter, (templates = new Map()));
    let template = templates.get(shape);
    if (!template) templates.set(shape, (template = compile(db, shape, values.length)));
    const parameters = [...template.query.parameters];
    for (const [index, arg] of template.slots) parameters[index] = values[arg];
    return (await db.executeQuery<R>({ ...template.query, parameters })).rows;
  };
}

/**
 * A query compiled once per `key`, a description of everything its SQL and parameters depend on (the request it
 * answers, say), and kept for the `size` keys last asked. Where a query's shape varies too much for
 * compiledPerShape (filters that come and go, lists of ids), a request asked again (page 1 of a list, its next
 * pages) still skips building it: the list page's statement took Kysely 60 µs of the thread answering requests.
 */
export function compiledPerKey<DB, A extends readonly unknown[], R>(size: number, build: (db: Kysely<DB>, ...args: A) => Compilable<R>): (db: Kysely<DB>, key: string, ...args: A) => Promise<R[]> {
  const byDatabase = new WeakMap<QueryExecutor['adapter'], Map<string, CompiledQuery<R>>>();
  return async (db, key, ...args) => {
    const adapter = db.getExecutor().adapter;
    let compiled = byDatabase.get(adapter);
    if (!compiled) byDatabase.set(adapter, (compiled = new Map()));
    let query = compiled.get(key);
    // Map order is insertion order: moving a hit to the end keeps the least recently used first.
    if (query) compiled.delete(key);
    else query = build(db, ...args).compile();
    compiled.set(key, query);
    if (compiled.size > size) compiled.delete(compiled.keys().next().value!);
    return (await db.executeQuery<R>(query)).rows;
  };
}
