import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remembered } from '../../src/server/catalogue/list-totals.ts';
import { listGoods, type CatalogueDeps } from '../../src/server/catalogue/goods.service.ts';
import { goodsListQuery } from '../../src/lib/schemas/goods.ts';
import { insertGoods } from '../../src/server/catalogue/catalogue-write.service.ts';
import { buildFixture, goodsDraft, type Fixture } from './catalogue-fixture.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';

/** What lists remember per catalogue version (totals, search facts, pages of searches, searches in price order). */
let ctx: TestContext;
let fixture: Fixture;
beforeAll(async () => {
  ctx = await createTestContext();
  fixture = await buildFixture(ctx.db.kysely);
});
afterAll(() => ctx.close());

describe(`remembered per catalogue version (${TEST_DIALECT})`, () => {
  it('computes once for a burst of the same first request, and again once the catalogue moves on', async () => {
    let runs = 0;
    const count = async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return 42;
    };
    expect(await Promise.all(Array.from({ length: 40 }, () => remembered(ctx.db.kysely, 'burst', count)))).toEqual(Array(40).fill(42));
    expect(runs).toBe(1);
    await ctx.db.kysely.updateTable('catalogue_state').set((eb) => ({ version: eb('version', '+', 1) })).execute();
    await Promise.all(Array.from({ length: 20 }, () => remembered(ctx.db.kysely, 'burst', count, 'orders')));
    await remembered(ctx.db.kysely, 'burst', count);
    // One per store at the new version: id lists are kept apart from totals.
    expect(runs).toBe(3);
  });

  it('does not remember a failure: the next request computes again', async () => {
    let runs = 0;
    const failing = async () => {
      runs += 1;
      throw new Error('statement timeout');
    };
    await expect(remembered(ctx.db.kysely, 'failing', failing)).rejects.toThrow('statement timeout');
    expect(await remembered(ctx.db.kysely, 'failing', async () => 7)).toBe(7);
    expect(runs).toBe(1);
  });

  /**
   * Asks a list on a pool of its own (what is remembered is kept per pool) and counts the statements it runs: each
   * executed statement's result passes the plugin, statements compiled once (db/compiled.ts) included.
   */
  function counting() {
    let statements = 0;
    const counter: KyselyPlugin = {
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        statements += 1;
        return args.result;
      },
    };
    const reads = ctx.db.kysely.withPlugin(counter);
    const deps = { db: reads, reads, dialect: ctx.db.dialect } as unknown as CatalogueDeps;
    return async (query: string) => {
      statements = 0;
      const page = await listGoods(deps, 'en', goodsListQuery.parse(Object.fromEntries(new URLSearchParams(query))));
      return { ids: page.list.map((g) => g.id), total: page.total, statements };
    };
  }

  it('reads a search asked again from memory, in every order but sales, until the catalogue moves on (decision 111)', async () => {
    const ask = counting();
    for (const query of ['keyword=oil', 'keyword=oil&sort=price&order=desc', 'keyword=oil&sort=latest', 'keyword=按摩']) {
      const first = await ask(query);
      expect(first.ids.length, query).toBeGreaterThan(0);
      // Asked again: the goods of the remembered page, with the version that says it still stands (decision 119).
      expect(await ask(query), query).toEqual({ ...first, statements: 1 });
    }
    const bySales = await ask('keyword=oil&sort=sales');
    expect((await ask('keyword=oil&sort=sales')).statements).toBeGreaterThan(2);
    // Sales change with orders, without a new version: a search by sales follows them at once.
    const [last] = bySales.ids.slice(-1);
    await ctx.db.kysely.updateTable('goods').set({ sales: 1_000_000 }).where('id', '=', last!).execute();
    expect((await ask('keyword=oil&sort=sales')).ids[0]).toBe(last);
    // A new goods moves the catalogue on: the remembered page is found again, with it.
    const before = await ask('keyword=oil');
    const added = await insertGoods(ctx.db.kysely, goodsDraft({ itemNo: 'OM-OIL-NEW', categoryId: fixture.oils, i18n: { en: { name: 'Rose Oil', specs: [] } } }), []);
    const after = await ask('keyword=oil');
    expect(after.ids).toEqual([added, ...before.ids]);
    expect(after.total).toBe(before.total + 1);
  });

  it('reads a list without words asked again in one statement: its page, their goods and the version at once (decision 118)', async () => {
    const ask = counting();
    // A filter's first page counts its total after the page; other orders and pages of the filter share that total.
    const firstStatements = { '': 2, 'sort=sales': 1, 'sort=price&order=asc': 1, 'page=2&pageSize=2': 1, [`brandId=${fixture.brandA}&sort=latest`]: 2 };
    for (const [query, statements] of Object.entries(firstStatements)) {
      const first = await ask(query);
      expect(first.ids.length, query).toBeGreaterThan(0);
      expect(first.statements, query).toBe(statements);
      expect(await ask(query), query).toEqual({ ...first, statements: 1 });
    }
    // A category's list takes the categories under it as last found, checked by the version its statement saw (decision 119).
    await ask(`categoryId=${fixture.oils}&sort=latest`);
    expect((await ask(`categoryId=${fixture.oils}&sort=latest`)).statements).toBe(1);
    // Past the last page: no goods to carry the version, so it is read on its own.
    expect((await ask('page=500')).statements).toBe(2);
    // A new goods moves the catalogue on: the total is counted again, with it.
    const before = await ask('');
    const added = await insertGoods(ctx.db.kysely, goodsDraft({ itemNo: 'OM-LIST-NEW', categoryId: fixture.oils, i18n: { en: { name: 'Plain Oil', specs: [] } } }), []);
    const after = await ask('');
    expect(after.ids[0]).toBe(added);
    expect(after.total).toBe(before.total + 1);
    expect(after.statements).toBe(2);
  });

  it("finds a category's list again when a category under it is hidden or shown, though its page was asked before (decision 119)", async () => {
    const ask = counting();
    const wellness = `categoryId=${fixture.wellness}`;
    const shown = await ask(wellness);
    expect(shown.ids).toEqual(expect.arrayContaining([fixture.ids.oil]));
    expect((await ask(wellness)).statements).toBe(1);
    const hide = (hidden: number) => ctx.db.kysely.updateTable('categories').set({ hidden }).where('id', '=', fixture.oils).execute();
    await hide(1);
    try {
      const hidden = await ask(wellness);
      expect(hidden.ids).not.toContain(fixture.ids.oil);
      const own = await ctx.db.kysely.selectFrom('goods').select('id').where('category_id', '=', fixture.wellness).where('on_shelf', '=', 1).execute();
      expect(hidden.total).toBe(own.length);
      expect(own.length).toBeLessThan(shown.total);
    } finally {
      await hide(0);
    }
    expect(await ask(wellness)).toMatchObject({ ids: shown.ids, total: shown.total });
  });
});
