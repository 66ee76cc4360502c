/** What the PostgreSQL connection adds under every repository: retried transactions, prepared statements. */
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparingStatements, type PreparedLimits } from '../../src/server/db/prepared.ts';
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

describe.runIf(TEST_DIALECT === 'postgres')('prepared statements kept within bounds (postgres)', () => {
  /** A pool of one connection, so every checkout is the same one; each step checks it out and gives it back. */
  const withPool = async (limits: PreparedLimits, run: (step: <T>(use: (client: pg.PoolClient) => Promise<T>) => Promise<T>) => Promise<void>) => {
    const pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 1 });
    preparingStatements(pool, limits);
    const step = async <T>(use: (client: pg.PoolClient) => Promise<T>) => {
      const client = await pool.connect();
      try {
        return await use(client);
      } finally {
        client.release();
      }
    };
    try {
      await run(step);
    } finally {
      await pool.end();
    }
  };
  const texts = [1, 2, 3, 4, 5].map((n) => `select $1::int + ${n} as v`);
  const preparedTexts = async (client: pg.PoolClient) => (await client.query<{ statement: string }>('select statement from pg_prepared_statements order by statement')).rows.map((r) => r.statement);
  const value = async (client: pg.PoolClient, text: string, at: number) => (await client.query<{ v: number }>(text, [at])).rows[0]!.v;

  it('a connection keeps the statements it last ran and deallocates the others once back in the pool', () =>
    withPool({ texts: 100, perConnection: 2 }, async (step) => {
      await step(async (client) => {
        for (const [i, text] of texts.entries()) expect(await value(client, text, 10)).toBe(11 + i);
        // Still in use: nothing is deallocated while a transaction may be open.
        expect(await preparedTexts(client)).toHaveLength(5);
      });
      await step(async (client) => {
        expect(await preparedTexts(client)).toEqual(texts.slice(3));
        // A statement let go runs again, prepared anew.
        expect(await value(client, texts[0]!, 1)).toBe(2);
        expect(await preparedTexts(client)).toEqual([texts[0], ...texts.slice(3)]);
      });
    }));

  it('deallocates nothing inside a transaction: one that lets statements go still commits', () =>
    withPool({ texts: 100, perConnection: 2 }, async (step) => {
      await step(async (client) => {
        await client.query('begin');
        await client.query('create temporary table kept (v int) on commit preserve rows');
        for (const text of texts) await client.query(`insert into kept ${text}`, [0]);
        expect((await client.query('commit')).command).toBe('COMMIT');
        expect(Number((await client.query<{ n: unknown }>('select count(*) as n from kept')).rows[0]!.n)).toBe(5);
      });
      await step(async (client) => expect(await preparedTexts(client)).toEqual(texts.slice(3).map((t) => `insert into kept ${t}`)));
    }));

  it('lets go of a statement that failed to prepare without losing the ones after it', () =>
    withPool({ texts: 100, perConnection: 2 }, async (step) => {
      await step(async (client) => {
        await expect(client.query('select $1::int + no_such_column', [1])).rejects.toThrow(/no_such_column/);
        for (const text of texts.slice(0, 4)) await client.query(text, [1]);
      });
      // Deallocating the statement that never existed, first of the batch, would have failed the whole batch.
      await step(async (client) => expect(await preparedTexts(client)).toEqual(texts.slice(2, 4)));
    }));

  it('names a text dropped from the names anew, never with a name another text had', () =>
    withPool({ texts: 2, perConnection: 100 }, async (step) => {
      await step(async (client) => {
        const asked = [texts[0]!, texts[1]!, texts[2]!, texts[0]!, texts[1]!];
        for (const text of asked) expect(await value(client, text, 100)).toBe(100 + texts.indexOf(text) + 1);
        const { rows } = await client.query<{ name: string; statement: string }>('select name, statement from pg_prepared_statements');
        expect(new Set(rows.map((r) => r.name)).size).toBe(rows.length);
        // The first text was dropped from the names when the third came, so it came back under a new one.
        expect(rows.filter((r) => r.statement === texts[0]).length).toBe(2);
      });
    }));
});
