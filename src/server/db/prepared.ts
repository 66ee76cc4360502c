import type pg from 'pg';

export interface PreparedLimits {
  /** Statement texts that hold a name at once in this process, the ones last run; one left out gets a new name. */
  texts: number;
  /** Prepared statements a connection keeps, the ones it last ran; it deallocates the others. */
  perConnection: number;
}

/**
 * A list page's statement with a generic plan held about 140 kB on its connection: 200 such statements on each of a
 * pool's ten connections stay within 30 MB per connection.
 */
const LIMITS: PreparedLimits = { texts: 2_000, perConnection: 200 };

/** What node-postgres records of a connection's prepared statements (not in its types). */
type Parsed = { connection?: { parsedStatements?: Record<string, string> } };

/**
 * Makes every parameterised statement a named prepared statement on its connection. PostgreSQL then parses
 * a statement text once per connection instead of on every execution, and after a few runs keeps a generic
 * plan: an order (about 26 statements submitted and paid) cost the database a parse and a plan each, on the
 * same cores as the shop (decision 048). Statements without parameters (begin, commit) keep the simple protocol,
 * which is one message.
 *
 * Texts that vary with a request (a list page per page, decision 120) keep coming, so both ends stay bounded, each
 * keeping what it ran last: a text dropped from this process's names gets a new name when it comes back, never an
 * old one, so a name always means one text; a connection deallocates the statements it let go when it goes back to
 * the pool, outside any transaction, where a failed statement would have aborted the transaction around it.
 */
export function preparingStatements(pool: pg.Pool, limits: PreparedLimits = LIMITS): void {
  // Text → name, least recently run first (a Map keeps insertion order; a hit moves to the end).
  const names = new Map<string, string>();
  let next = 0;
  const nameOf = (text: string): string => {
    let name = names.get(text);
    if (name === undefined) name = `k${next++}`;
    else names.delete(text);
    names.set(text, name);
    if (names.size > limits.texts) names.delete(names.keys().next().value!);
    return name;
  };
  const letGo = new WeakMap<pg.PoolClient, string[]>();

  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
    // Name → text of the statements this connection prepared, least recently run first.
    const held = new Map<string, string>();
    client.query = ((config: unknown, values?: unknown, callback?: unknown) => {
      if (typeof config === 'string' && Array.isArray(values) && values.length > 0 && typeof callback !== 'function') {
        const name = nameOf(config);
        held.delete(name);
        held.set(name, config);
        if (held.size > limits.perConnection) {
          const [oldName, oldText] = held.entries().next().value!;
          held.delete(oldName);
          // Its text is named anew if it comes back: this connection may fail to deallocate the old name.
          if (names.get(oldText) === oldName) names.delete(oldText);
          const parsed = (client as unknown as Parsed).connection?.parsedStatements;
          // Only a statement PostgreSQL prepared can be deallocated without an error.
          if (parsed?.[oldName] !== undefined) {
            delete parsed[oldName];
            letGo.set(client, [...(letGo.get(client) ?? []), oldName]);
          }
        }
        return query({ name, text: config, values });
      }
      return query(config, values, callback);
    }) as typeof client.query;
  });

  pool.on('release', (err: Error | undefined, client: pg.PoolClient) => {
    const gone = letGo.get(client);
    if (!gone) return;
    letGo.delete(client);
    // Queued on the connection before anything its next user sends; a connection closing takes them with it.
    if (!err) client.query(gone.map((name) => `deallocate ${name}`).join('; ')).catch(() => {});
  });
}
