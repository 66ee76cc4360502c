import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { migrations } from '../../src/server/db/migrations/index.ts';
import { recordFootprint } from '../../src/server/catalogue/footprint.service.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { register } from './members.ts';
import { goodsWithStock } from './order-fixture.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe(`footprints by day, migration 0013 (${TEST_DIALECT})`, () => {
  it('keeps the footprints a shop already has, dated by their UTC day, and goes back again', async () => {
    const db = ctx.db.kysely;
    const m = await register(ctx);
    const { id: memberId } = await db.selectFrom('members').select('id').where('account', '=', m.account).executeTakeFirstOrThrow();
    const a = (await goodsWithStock(ctx, 1)).goodsId;
    const b = (await goodsWithStock(ctx, 1)).goodsId;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true });
    const down = await migrator.migrateTo('0010_recharges');
    expect(down.error).toBeUndefined();
    expect(down.results?.map((r) => [r.migrationName, r.direction])).toContainEqual(['0013_footprint_days', 'Down']);

    // The table as it was: one row per goods, no day.
    await sql`insert into footprints (member_id, goods_id, viewed_at) values
      (${memberId}, ${a}, '2026-02-01T23:59:00.000Z'), (${memberId}, ${b}, '2026-02-03T08:00:00.000Z')`.execute(db);
    await migrateToLatest(ctx.db);
    const rows = await db.selectFrom('footprints').select(['goods_id', 'day', 'viewed_at']).where('member_id', '=', memberId).orderBy('id').execute();
    expect(rows).toEqual([
      { goods_id: a, day: '2026-02-01', viewed_at: '2026-02-01T23:59:00.000Z' },
      { goods_id: b, day: '2026-02-03', viewed_at: '2026-02-03T08:00:00.000Z' },
    ]);
    // New rows get fresh ids after the copied ones, on both databases.
    await recordFootprint(db, memberId, a, 'UTC', new Date('2026-02-04T10:00:00Z'));
    expect(await db.selectFrom('footprints').select('goods_id').where('member_id', '=', memberId).execute()).toHaveLength(3);
  });
});
