import { RECHARGE, rechargeBonus, type RechargeTier } from '../../config/recharge.ts';
import type { MessageKey } from '../../lib/i18n/messages.ts';
import { amountFromText, rechargeInput } from '../../lib/schemas/balance.ts';

/** What the shopper picked: one of the preset amounts, or what they typed in the other-amount box. */
export type AmountChoice = { kind: 'preset'; amount: number } | { kind: 'custom'; text: string };

export function chosenAmount(choice: AmountChoice): number | undefined {
  return choice.kind === 'preset' ? choice.amount : amountFromText(choice.text);
}

export interface TopUpPreview {
  amount: number;
  bonus: number;
  total: number;
  /** The next tier up, to say how much more earns more. */
  next: RechargeTier | null;
}

/** What the chosen amount brings in, for the summary under the form; undefined while there is no valid amount. */
export function previewTopUp(choice: AmountChoice, vip: boolean, tiers: readonly RechargeTier[] = RECHARGE.tiers): TopUpPreview | undefined {
  const amount = chosenAmount(choice);
  if (amount === undefined || amount < RECHARGE.min || amount > RECHARGE.max) return undefined;
  const bonus = rechargeBonus(amount, vip, tiers);
  return { amount, bonus, total: amount + bonus, next: tiers.find((tier) => tier.from > amount) ?? null };
}

export interface TopUpProblems {
  amount?: MessageKey;
  agree?: MessageKey;
}

/** The form's problems, from the same schema the server checks. */
export function topUpProblems(choice: AmountChoice, agree: boolean): TopUpProblems {
  const typed = choice.kind === 'custom' ? choice.text.trim() : '';
  const amount = chosenAmount(choice);
  const result = rechargeInput.safeParse({ amount: amount ?? (typed === '' ? undefined : Number.NaN), agree });
  const problems: TopUpProblems = {};
  if (typed !== '' && amount === undefined) problems.amount = 'balance.amount.invalid';
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] === 'agree' ? 'agree' : 'amount';
    problems[field] ??= issue.message as MessageKey;
  }
  return problems;
}

/**
 * The amount to start from: what the cashier says is missing (`?amount=` in fen), rounded up to whole
 * yuan and kept within the bounds, else the first preset.
 */
export function initialChoice(search: string): AmountChoice {
  const needed = Number(new URLSearchParams(search).get('amount'));
  if (!Number.isSafeInteger(needed) || needed <= 0) return { kind: 'preset', amount: RECHARGE.presets[0]! };
  const preset = RECHARGE.presets.find((p) => p >= needed);
  if (preset !== undefined) return { kind: 'preset', amount: preset };
  const yuan = Math.ceil(Math.min(RECHARGE.max, Math.max(RECHARGE.min, needed)) / 100);
  return { kind: 'custom', text: String(yuan) };
}
