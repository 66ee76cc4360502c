/** What the PostgreSQL connection adds under every repository: retried transactions, prepared statements. */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe.runIf(TEST_DIALECT === 'postgres')('transactions on serialization failures (postgres)', () => {
  it('runs a transaction again when the database answers 40001, so every one of a burst commits once', async () => {
    const k = ctx.db.kysely;
    await sql`create table retry_counter (id integer primary key, n integer not null, seen integer not null)`.execute(k);
    await sql`insert into retry_counter values (1, 0, 0)`.execute(k);
    let attempts = 0;
    // Read, think, write back: under SERIALIZABLE every concurrent pair conflicts, and the loser gets 40001.
    const increment = () =>
      k.transaction().setIsolationLevel('serializable').execute(async (trx) => {
        attempts += 1;
        const { rows } = await sql<{ n: number }>`select n from retry_counter where id = 1`.execute(trx);
        await new Promise((resolve) => setTimeout(resolve, 5));
        await sql`update retry_counter set n = ${rows[0]!.n + 1}, seen = seen + 1 where id = 1`.execute(trx);
      });
    const results = await Promise.allSettled(Array.from({ length: 4 }, increment));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
    const { rows } = await sql<{ n: number; seen: number }>`select n, seen from retry_counter where id = 1`.execute(k);
    expect(rows[0]).toEqual({ n: 4, seen: 4 });
    expect(attempts).toBeGreaterThan(4);
  });
});

describe.runIf(TEST_DIALECT === 'postgres')('prepared statements (postgres)', () => {
  it('prepares a parameterised statement once per connection and reuses it, with any values', async () => {
    await ctx.db.kysely.connection().execute(async (conn) => {
      const find = (account: string) => conn.selectFrom('members').select('id').where('account_key', '=', account).execute();
      expect(await find('nobody')).toEqual([]);
      expect(await find("o'brien; drop table members")).toEqual([]);
      const { rows } = await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(conn);
      const mine = rows.filter((r) => r.statement.includes('"account_key" = $1'));
      expect(mine).toHaveLength(1);
      expect(mine[0]!.name).toMatch(/^k\d+$/);
      // Without parameters a statement stays unnamed (the simple protocol: one message).
      expect(rows.some((r) => r.statement.includes('pg_prepared_statements'))).toBe(false);
    });
  });
});
