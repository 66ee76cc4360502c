import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recentActions } from '../../src/server/audit/audit.service.ts';
import { ledgerSum } from '../../src/server/balance/balance.repository.ts';
import { setStock } from '../../src/server/catalogue/goods.service.ts';
import { DomainError, NotFoundError } from '../../src/server/errors.ts';
import { terminalActor } from '../../src/server/flows/operator-action.ts';
import { adjustBalance as adjustFlow } from '../../src/server/flows/operator/people.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { balanceOf, buyer, goodsWithStock, stockOf, submit } from './order-fixture.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ REGISTER_MAX_PER_IP_HOUR: '10000', CODE_MAX_PER_IP_DAY: '10000' });
});
afterAll(() => ctx.close());

/** The operator's balance adjustment: the flow the console and `balance:adjust` run, which writes the audit entry. */
const adjustBalance = async (db: TestContext['db']['kysely'], input: { memberId: number; amount: number; reason: string }) => (await adjustFlow(db, terminalActor, input)).balance;

describe(`adjustBalance (${TEST_DIALECT})`, () => {
  it('credits and debits through the ledger, audited with the account, and never below zero', async () => {
    const b = await buyer(ctx, 1000);
    const db = ctx.db.kysely;
    expect(await adjustBalance(db, { memberId: b.id, amount: 250, reason: 'Goodwill' })).toBe(1250);
    const { account } = await db.selectFrom('members').select('account').where('id', '=', b.id).executeTakeFirstOrThrow();
    expect((await recentActions(db, 1))[0]).toMatchObject({ actor: 'operator', action: 'balance.adjust', target: account, detail: '+2.50 Goodwill' });
    expect(await adjustBalance(db, { memberId: b.id, amount: -1250, reason: 'Correction' })).toBe(0);
    await expect(adjustBalance(db, { memberId: b.id, amount: -1, reason: 'Too much' })).rejects.toMatchObject({ key: 'balance.insufficient' });
    expect(await balanceOf(ctx, b.id)).toBe(0);
    expect(await ledgerSum(db, b.id)).toBe(0);
    expect((await recentActions(db, 1))[0]?.detail).toBe('-12.50 Correction');
  });

  it('refuses a zero or fractional amount and an unknown member, changing nothing', async () => {
    const b = await buyer(ctx, 500);
    const db = ctx.db.kysely;
    for (const amount of [0, 1.5, Number.NaN]) {
      await expect(adjustBalance(db, { memberId: b.id, amount, reason: 'x' })).rejects.toBeInstanceOf(DomainError);
    }
    await expect(adjustBalance(db, { memberId: 99_999_999, amount: 100, reason: 'x' })).rejects.toBeInstanceOf(NotFoundError);
    expect(await balanceOf(ctx, b.id)).toBe(500);
  });

  it('gives concurrent debits one winner each for the money there is', async () => {
    const b = await buyer(ctx, 1000);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => adjustBalance(ctx.db.kysely, { memberId: b.id, amount: -100, reason: 'burst' })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(await balanceOf(ctx, b.id)).toBe(0);
    expect(await ledgerSum(ctx.db.kysely, b.id)).toBe(0);
  });
});

describe(`setStock (${TEST_DIALECT})`, () => {
  it('sets what can be bought next', async () => {
    const b = await buyer(ctx);
    const { skuId } = await goodsWithStock(ctx, 1);
    await setStock(ctx.db.kysely, skuId, 3);
    expect(await stockOf(ctx, skuId)).toBe(3);
    expect((await submit(ctx, b, [{ skuId, quantity: 3 }])).body.code).toBe(200);
    await setStock(ctx.db.kysely, skuId, 0);
    expect((await submit(ctx, b, [{ skuId, quantity: 1 }])).body.msg).toBe('Insufficient inventory: Scented Candle');
  });

  it('refuses a negative or fractional stock and an unknown SKU', async () => {
    const { skuId } = await goodsWithStock(ctx, 4);
    for (const stock of [-1, 2.5]) await expect(setStock(ctx.db.kysely, skuId, stock)).rejects.toMatchObject({ key: 'error.invalidParam' });
    await expect(setStock(ctx.db.kysely, 99_999_999, 1)).rejects.toMatchObject({ key: 'goods.notFound' });
    expect(await stockOf(ctx, skuId)).toBe(4);
  });
});
