/**
 * Two instances of the shop, each its own process with its own connection pool, on one PostgreSQL database
 * (docs/decisions/047): the money races of a busy shop played across both, and the jobs of both. The test
 * process prepares members and goods through its own context on the same database and checks the books.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerSum } from '../../src/server/balance/balance.repository.ts';
import { listLeases } from '../../src/server/jobs/lease.repository.ts';
import { createTestContext, TEST_APP_SECRET, TEST_DIALECT, type TestContext } from './harness.ts';
import { balanceOf, buyer, goodsWithStock, PAY_PWD, requestId, statusOf, stockOf, submit } from './order-fixture.ts';
import { rechargeRow, SANDBOX_KEY, startTopUp } from './recharge-fixture.ts';
import { SANDBOX_SIGNATURE_HEADER } from '../../src/server/payments/sandbox.provider.ts';
import { signPayload } from '../../src/server/payments/signature.ts';

interface Instance {
  child: ChildProcess;
  base: string;
}

let ctx: TestContext;
let instances: Instance[] = [];

async function startInstance(): Promise<Instance> {
  const child = fork(new URL('./instance.ts', import.meta.url).pathname, [], {
    env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: ctx.config.databaseUrl, DATA_DIR: ctx.config.dataDir, APP_SECRET: TEST_APP_SECRET, LOG_LEVEL: 'error', PASSWORD_HASH_LOG2N: '10' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const [message] = (await once(child, 'message')) as [{ port: number }];
  return { child, base: `http://127.0.0.1:${message.port}` };
}

/** Request i goes to instance i mod 2, as a round-robin load balancer would send it. */
async function post<T>(i: number, path: string, json: unknown, headers: Record<string, string> = {}): Promise<{ code: number; data: T; msg: string }> {
  const res = await fetch(`${instances[i % instances.length]!.base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(json) });
  expect(res.status).toBeLessThan(500);
  return (await res.json()) as { code: number; data: T; msg: string };
}

async function checkedBalance(memberId: number): Promise<number> {
  const balance = await balanceOf(ctx, memberId);
  expect(await ledgerSum(ctx.db.kysely, memberId)).toBe(balance);
  expect(balance).toBeGreaterThanOrEqual(0);
  return balance;
}

describe.runIf(TEST_DIALECT === 'postgres')('two instances on one PostgreSQL', () => {
  let overdue: { orderNo: string; skuId: number };

  beforeAll(async () => {
    ctx = await createTestContext();
    // An unpaid order already past its deadline when the instances start: the first job run cancels it.
    const b = await buyer(ctx);
    const { skuId } = await goodsWithStock(ctx, 5);
    const submitted = await submit(ctx, b, [{ skuId, quantity: 2 }]);
    overdue = { orderNo: submitted.body.data.orderNo, skuId };
    await ctx.db.kysely.updateTable('orders').set({ pay_deadline: '2001-01-01T00:00:00.000Z' }).where('order_no', '=', overdue.orderNo).execute();
    instances = await Promise.all([startInstance(), startInstance()]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all(instances.map(async ({ child }) => {
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
    }));
    await ctx?.close();
  });

  it('runs each job once when both instances start, and once more when both tick together', async () => {
    // Both instances said they are ready only after their first run of the jobs.
    expect(await statusOf(ctx, overdue.orderNo)).toBe('cancelled');
    expect(await stockOf(ctx, overdue.skuId)).toBe(5);
    const jobNames = ctx.services.jobs.map((j) => j.name).sort();
    const leases = await listLeases(ctx.db.kysely);
    expect(leases.map((l) => l.name)).toEqual(jobNames);
    expect(leases.map((l) => l.runs)).toEqual(jobNames.map(() => 1));

    await ctx.db.kysely.updateTable('job_leases').set({ expires_at: 0 }).execute();
    const answers = instances.map(({ child }) => once(child, 'message'));
    for (const { child } of instances) child.send('run-jobs');
    const ran = (await Promise.all(answers)).flatMap(([m]) => (m as { ran: string[] }).ran);
    expect(ran.sort()).toEqual(jobNames);
    expect((await listLeases(ctx.db.kysely)).map((l) => l.runs)).toEqual(jobNames.map(() => 2));
  });

  it('pays an order once when forty payments of it arrive at both instances', async () => {
    const b = await buyer(ctx, 100_000);
    const { skuId } = await goodsWithStock(ctx, 10);
    const { orderNo } = (await submit(ctx, b, [{ skuId, quantity: 1 }])).body.data;
    const { pay_amount } = await ctx.db.kysely.selectFrom('orders').select('pay_amount').where('order_no', '=', orderNo).executeTakeFirstOrThrow();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => post(i, '/api/order/pay', { orderNo, payPwd: PAY_PWD }, b.headers)));
    expect(answers.filter((a) => a.code === 200).length).toBeGreaterThanOrEqual(1);
    expect(await statusOf(ctx, orderNo)).toBe('paid');
    expect(await checkedBalance(b.id)).toBe(100_000 - Number(pay_amount));
    const payments = await ctx.db.kysely.selectFrom('balance_ledger').select('amount').where('member_id', '=', b.id).where('type', '=', 'payment').execute();
    expect(payments).toHaveLength(1);
  });

  it('credits a top-up once when thirty signed notices of it arrive at both instances', async () => {
    const b = await buyer(ctx, 0);
    const { rechargeNo } = await startTopUp(ctx, b.headers, 50_000);
    const { provider_ref } = await rechargeRow(ctx, rechargeNo);
    const body = JSON.stringify({ reference: rechargeNo, amount: 50_000, currency: 'CNY', status: 'paid', providerRef: provider_ref });
    const answers = await Promise.all(Array.from({ length: 30 }, async (_, i) => {
      const res = await fetch(`${instances[i % 2]!.base}/api/pay/notify/sandbox`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signPayload(SANDBOX_KEY, body, new Date()) },
        body,
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { data: { outcome: string } | null }).data?.outcome;
    }));
    expect(answers.filter((o) => o === 'credited')).toHaveLength(1);
    const row = await rechargeRow(ctx, rechargeNo);
    expect(row.status).toBe('paid');
    expect(await checkedBalance(b.id)).toBe(Number(row.amount) + Number(row.bonus));
  });

  it('sells the last unit once when ten members order it at both instances', async () => {
    // One after another: registering is bounded password hashing, and a burst of it is refused as busy.
    const buyers = [];
    for (let i = 0; i < 10; i += 1) buyers.push(await buyer(ctx, 100_000));
    const { skuId } = await goodsWithStock(ctx, 1);
    const answers = await Promise.all(
      buyers.map((b, i) => post<{ orderNo: string }>(i, '/api/order/submit', { items: [{ skuId, quantity: 1 }], addressId: b.addressId, buyerMessage: '', requestId: requestId() }, b.headers)),
    );
    const won = answers.filter((a) => a.code === 200);
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => a.code === -1)).toHaveLength(9);
    expect(await stockOf(ctx, skuId)).toBe(0);
    const winner = buyers[answers.indexOf(won[0]!)]!;
    const paid = await Promise.all([0, 1].map((i) => post(i, '/api/order/pay', { orderNo: won[0]!.data.orderNo, payPwd: PAY_PWD }, winner.headers)));
    expect(paid.filter((a) => a.code === 200).length).toBeGreaterThanOrEqual(1);
    expect(await statusOf(ctx, won[0]!.data.orderNo)).toBe('paid');
    for (const b of buyers) await checkedBalance(b.id);
  });
});
