import { ledgerSum } from '../../src/server/balance/balance.repository.ts';
import { SANDBOX_SIGNATURE_HEADER } from '../../src/server/payments/sandbox.provider.ts';
import { signPayload } from '../../src/server/payments/signature.ts';
import { deriveKey } from '../../src/server/secrets.ts';
import { TEST_APP_SECRET, type TestContext } from './harness.ts';
import { balanceOf } from './order-fixture.ts';

/** Top-ups through the sandbox provider, and callbacks signed (or forged) as the sandbox signs them. */

export const SANDBOX_KEY = deriveKey(TEST_APP_SECRET, 'payments-sandbox');

export interface Notice {
  reference: string;
  amount: number;
  currency: string;
  status: 'paid' | 'failed';
  providerRef: string;
}

/** Starts a top-up of `amount` fen; returns its number and the sandbox page's path. */
export async function startTopUp(ctx: TestContext, headers: Record<string, string>, amount: number) {
  const res = await ctx.call<{ rechargeNo: string; payUrl: string }>('POST', '/api/balance/recharge', { json: { amount, agree: true }, headers });
  if (res.body.code !== 200) throw new Error(`recharge failed: ${res.body.msg}`);
  return res.body.data;
}

/** The shopper's answer on the sandbox page; returns the response (a redirect back to the shop). */
export function answerSandbox(ctx: TestContext, payUrl: string, decision: 'confirm' | 'decline') {
  return ctx.app.request(payUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `decision=${decision}`,
  });
}

/** Posts a callback to the shop as the sandbox would; `key` other than SANDBOX_KEY forges it. */
export async function sendNotice(ctx: TestContext, notice: Notice, { key = SANDBOX_KEY, now = new Date() } = {}) {
  const body = JSON.stringify(notice);
  const res = await ctx.app.request('/api/pay/notify/sandbox', {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signPayload(key, body, now) },
    body,
  });
  return { status: res.status, body: (await res.json()) as { code: number; data: { outcome: string } | null; msg: string } };
}

export async function rechargeRow(ctx: TestContext, rechargeNo: string) {
  return ctx.db.kysely.selectFrom('recharges').selectAll().where('recharge_no', '=', rechargeNo).executeTakeFirstOrThrow();
}

export async function callbackOutcomes(ctx: TestContext, rechargeNo: string | null): Promise<string[]> {
  let query = ctx.db.kysely.selectFrom('payment_callbacks').select('outcome').orderBy('id');
  query = rechargeNo === null ? query.where('recharge_no', 'is', null) : query.where('recharge_no', '=', rechargeNo);
  return (await query.execute()).map((r) => r.outcome);
}

/** The balance, checked against the ledger on the way: the two must always agree. */
export async function checkedBalance(ctx: TestContext, memberId: number): Promise<number> {
  const balance = await balanceOf(ctx, memberId);
  const sum = await ledgerSum(ctx.db.kysely, memberId);
  if (balance !== sum) throw new Error(`balance ${balance} differs from the ledger sum ${sum}`);
  if (balance < 0) throw new Error(`balance ${balance} is negative`);
  return balance;
}
