import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remembered } from '../../src/server/catalogue/list-totals.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';

/** What lists remember per catalogue version (totals, search facts, searches in price order). */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
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
});
