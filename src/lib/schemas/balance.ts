import { z } from './zod.ts';
import { flagField, pageQuery, strictNumber } from './common.ts';
import { RECHARGE, VIP_PLANS } from '../../config/recharge.ts';
import { yuanToFen } from '../money.ts';
import { payPasswordField } from './account.ts';

/**
 * Balance payloads, shared by the balance page and the balance routes. Messages are message keys:
 * forms show t(key), the server answers with the same translated text.
 */
export const LEDGER_FILTERS = ['all', 'recharge', 'bonus', 'payment', 'refund', 'vip', 'adjust'] as const;
export type LedgerFilter = (typeof LEDGER_FILTERS)[number];

export const RECHARGE_STATUSES = ['pending', 'paid', 'failed', 'expired'] as const;
export type RechargeStatus = (typeof RECHARGE_STATUSES)[number];

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A top-up in fen, within the configured bounds, with the recharge agreement accepted. */
export const rechargeInput = z.object({
  amount: z.preprocess(
    (v) => strictNumber(blankToUndefined(v)),
    z
      .number('balance.amount.required')
      .int('balance.amount.invalid')
      .min(RECHARGE.min, 'balance.amount.range')
      .max(RECHARGE.max, 'balance.amount.range'),
  ),
  agree: flagField('balance.agreement.required').pipe(z.literal(true, 'balance.agreement.required')),
});
export type RechargeInput = z.infer<typeof rechargeInput>;

/** What the shopper typed in the custom amount box, in fen; undefined when it is empty or not an amount. */
export function amountFromText(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '' || !/^\d+(\.\d{0,2})?$/.test(trimmed)) return undefined;
  return yuanToFen(trimmed);
}

/** A top-up's number as the shop writes them; anything else is a top-up that does not exist. */
export const rechargeNoField = z.string('balance.recharge.notFound').trim().regex(/^R\d{10,32}$/, 'balance.recharge.notFound');

export const rechargeNoInput = z.object({ rechargeNo: rechargeNoField });

export const ledgerQuery = pageQuery(10, 50).extend({
  type: z.enum(LEDGER_FILTERS).catch('all').default('all'),
});
export type LedgerQuery = z.infer<typeof ledgerQuery>;

const planIds = VIP_PLANS.map((p) => p.id) as [string, ...string[]];

/** Buying or renewing VIP from the balance: which plan, and the payment password. */
export const vipBuyInput = z.object({
  planId: z.enum(planIds, 'vip.plan.required'),
  payPwd: payPasswordField,
});
export type VipBuyInput = z.infer<typeof vipBuyInput>;
