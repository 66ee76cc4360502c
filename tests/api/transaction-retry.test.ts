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
