import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerSum } from '../../src/server/balance/balance.repository.ts';
import { DomainError } from '../../src/server/errors.ts';
import { commands, helpText, UsageError } from '../../src/server/ops/commands.ts';
import { runOps } from './run-ops.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { balanceOf, buyer, goodsWithStock, PAY_PWD, statusOf, stockOf, submit, type Buyer } from './order-fixture.ts';

let ctx: TestContext;
let b: Buyer;
let skuId: number;
beforeAll(async () => {
  ctx = await createTestContext({ REGISTER_MAX_PER_IP_HOUR: '10000', CODE_MAX_PER_IP_DAY: '10000' });
  b = await buyer(ctx, 100_000);
  ({ skuId } = await goodsWithStock(ctx, 20));
});
afterAll(() => ctx.close());

const ops = (...argv: string[]) => runOps(ctx, ...argv);

async function order(pay: boolean): Promise<string> {
  const { orderNo } = (await submit(ctx, b, [{ skuId, quantity: 1 }])).body.data;
  if (pay) await ctx.call('POST', '/api/order/pay', { json: { orderNo, payPwd: PAY_PWD }, headers: b.headers });
  return orderNo;
}

const audit = async () => (await ops('audit', '--limit', '1'))[0] ?? '';

describe(`operator commands (${TEST_DIALECT})`, () => {
  it('lists every command in the help', () => {
    for (const name of ['orders', 'ship', 'logistics', 'refund:approve', 'refund:reject', 'close', 'balance:adjust', 'stock']) {
      expect(helpText()).toContain(commands[name]!.usage);
    }
  });

  it('ships a paid order and adds logistics, recording both', async () => {
    const orderNo = await order(true);
    expect(await ops('ship', orderNo, 'SF', 'SF123')).toEqual([`${orderNo} shipped with SF SF123`]);
    expect(await statusOf(ctx, orderNo)).toBe('shipped');
    expect(await audit()).toMatch(new RegExp(`operator  order.ship  ${orderNo}  SF SF123$`));
    await ops('logistics', orderNo, 'Left', 'the', 'Shenzhen', 'hub');
    expect(await audit()).toContain('Left the Shenzhen hub');
    expect((await ops('orders', '--status', 'shipped')).join('\n')).toContain(orderNo);
  });

  it('refuses wrong arguments and wrong states clearly', async () => {
    await expect(ops('ship', '123')).rejects.toBeInstanceOf(UsageError);
    await expect(ops('orders', '--status', 'lost')).rejects.toThrow('unknown status "lost"');
    const unpaid = await order(false);
    await expect(ops('ship', unpaid, 'SF', 'SF1')).rejects.toMatchObject({ key: 'order.stateChanged' });
    await expect(ops('ship', '99999999999999999999', 'SF', 'SF1')).rejects.toBeInstanceOf(DomainError);
    await expect(ops('stock', 'x', '5')).rejects.toBeInstanceOf(UsageError);
    // Ids and counts as every route reads them: decimal digits within what the columns hold, nothing else.
    for (const [sku, quantity] of [['2147483648', '5'], ['0x8', '5'], ['8e0', '5'], ['1', '1e3'], ['1', '0x10'], ['1', '-1']]) {
      await expect(ops('stock', sku!, quantity!), `${sku} ${quantity}`).rejects.toBeInstanceOf(UsageError);
    }
    await expect(ops('review:hide', '9999999999999', 'spam')).rejects.toBeInstanceOf(UsageError);
    await expect(ops('balance:adjust', 'nobody', '+5', 'gift')).rejects.toThrow('no member "nobody"');
    await expect(ops('balance:adjust', 'nobody', '5', 'gift')).rejects.toBeInstanceOf(UsageError);
  });

  it('approves and rejects refunds and closes unpaid orders', async () => {
    const before = await balanceOf(ctx, b.id);
    const shipped = await order(true);
    await ops('ship', shipped, 'SF', 'SF2');
    await ctx.call('POST', '/api/order/refund', { json: { orderNo: shipped, reason: 'Damaged' }, headers: b.headers });
    await ops('refund:reject', shipped, 'Photos', 'needed');
    expect(await statusOf(ctx, shipped)).toBe('shipped');
    await ctx.call('POST', '/api/order/refund', { json: { orderNo: shipped, reason: 'Damaged, photos attached' }, headers: b.headers });
    await ops('refund:approve', shipped);
    expect(await statusOf(ctx, shipped)).toBe('refunded');
    expect(await balanceOf(ctx, b.id)).toBe(before);

    const stock = await stockOf(ctx, skuId);
    const unpaid = await order(false);
    await ops('close', unpaid, 'Suspected', 'fraud');
    expect(await statusOf(ctx, unpaid)).toBe('cancelled');
    expect(await stockOf(ctx, skuId)).toBe(stock);
  });

  it('adjusts a balance through the ledger and never below zero', async () => {
    const account = (await ctx.db.kysely.selectFrom('members').select('account').where('id', '=', b.id).executeTakeFirstOrThrow()).account;
    const before = await balanceOf(ctx, b.id);
    await ops('balance:adjust', account, '+12.50', 'Goodwill');
    expect(await balanceOf(ctx, b.id)).toBe(before + 1250);
    await expect(ops('balance:adjust', account, `-${before}`, 'Too much')).rejects.toMatchObject({ key: 'balance.insufficient' });
    expect(await balanceOf(ctx, b.id)).toBe(before + 1250);
    expect(await ledgerSum(ctx.db.kysely, b.id)).toBe(before + 1250);
  });

  it('sets the stock of a SKU', async () => {
    await ops('stock', String(skuId), '7');
    expect(await stockOf(ctx, skuId)).toBe(7);
    await expect(ops('stock', '99999999', '7')).rejects.toMatchObject({ key: 'goods.notFound' });
  });
});
