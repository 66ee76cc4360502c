import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { migrations } from '../../src/server/db/migrations/index.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { goodsWithStock } from './order-fixture.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe(`"from" prices of goods stored before, migration 0037 (${TEST_DIALECT})`, () => {
  it('works out the lowest SKU price of goods whose SKUs differ, leaves the rest null, orders by the shown price, and goes back again', async () => {
    const db = ctx.db.kysely;
    const varied = (await goodsWithStock(ctx, 5, { price: 5990, memberPrice: 5290, skus: [{ values: [0], stock: 5, price: 3990 }, { values: [0], stock: 5 }] })).goodsId;
    const plain = (await goodsWithStock(ctx, 5, { price: 5990, memberPrice: 5290 })).goodsId;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true });
    const down = await migrator.migrateTo('0033_footprint_retention');
    expect(down.error).toBeUndefined();
    expect(down.results?.map((r) => [r.migrationName, r.direction])).toContainEqual(['0037_member_pays_from', 'Down']);

    await migrateToLatest(ctx.db);
    const rows = await db.selectFrom('goods').select(['id', 'member_pays_from', 'price_order']).where('id', 'in', [varied, plain]).orderBy('id').execute();
    expect(rows.map((r) => [r.id, r.member_pays_from === null ? null : Number(r.member_pays_from), Number(r.price_order)])).toEqual([
      [varied, 3524, 3524],
      [plain, null, 5290],
    ]);
  });
});
