import type pg from 'pg';

/** Distinct statement texts given a name; past this, new texts run unnamed (lists of ids vary in length). */
const MAX_NAMED = 1000;

/**
 * Makes every parameterised statement a named prepared statement on its connection. PostgreSQL then parses
 * a statement text once per connection instead of on every execution, and after a few runs keeps a generic
 * plan: an order (about 26 statements submitted and paid) cost the database a parse and a plan each, on the
 * same cores as the shop. Names are given per text in this process (`k0`, `k1`…), so a name always means
 * the same text; node-postgres remembers per connection what it already prepared. Statements without
 * parameters (begin, commit) keep the simple protocol, which is one message.
 */
export function preparingStatements(pool: pg.Pool): void {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined && names.size < MAX_NAMED) names.set(text, (name = `k${names.size}`));
    return name;
  };
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((config: unknown, values?: unknown, callback?: unknown) => {
      if (typeof config === 'string' && Array.isArray(values) && values.length > 0 && typeof callback !== 'function') {
        const name = nameOf(config);
        if (name) return query({ name, text: config, values });
      }
      return query(config, values, callback);
    }) as typeof client.query;
  });
}
