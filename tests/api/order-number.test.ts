import type * as Crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { submitOrder } from '../../src/server/flows/checkout.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { buyer, goodsWithStock, requestId, stockOf } from './order-fixture.ts';

/** The six random digits an order number ends with, in the order they are to be drawn. */
const draws = vi.hoisted(() => [] as number[]);

vi.mock('node:crypto', async (importOriginal) => {
  const real = await importOriginal<typeof Crypto>();
  const randomInt = (min: number, max?: number) => draws.shift() ?? (max === undefined ? real.randomInt(min) : real.randomInt(min, max));
  return { ...real, randomInt };
});

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ REGISTER_MAX_PER_IP_HOUR: '10000', CODE_MAX_PER_IP_DAY: '10000' });
});
afterAll(() => ctx.close());

describe(`order numbers (${TEST_DIALECT})`, () => {
  it('draws again when two orders in the same second draw the same number, and gives up after three', async () => {
    const b = await buyer(ctx);
    const { skuId } = await goodsWithStock(ctx, 5);
    const deps = { db: ctx.db.kysely, payTimeoutMin: 30 };
    const input = () => ({ items: [{ skuId, quantity: 1 }], addressId: b.addressId, buyerMessage: '', requestId: requestId() });
    const now = new Date();

    draws.push(424242, 424242, 515151);
    const first = await submitOrder(deps, 'en', b.id, input(), now);
    const second = await submitOrder(deps, 'en', b.id, input(), now);
    expect(first).toMatch(/^\d{14}424242$/);
    expect(second).toBe(first.replace(/424242$/, '515151'));
    expect(await stockOf(ctx, skuId)).toBe(3);

    // Every draw taken: the submission fails and its stock stays.
    draws.push(424242, 515151, 424242);
    await expect(submitOrder(deps, 'en', b.id, input(), now)).rejects.toThrow();
    expect(await stockOf(ctx, skuId)).toBe(3);
    expect(draws).toEqual([]);
  });
});
