import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

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
