/**
 * Top-up and VIP settings, in CNY fen. Operator settings: edit the numbers below and rebuild to change
 * them. The balance page, the recharge-discount help page and the server all read this one table, so
 * what a shopper is promised is what the server credits.
 */
export interface RechargeTier {
  /** A top-up of at least this much earns the bonus below. */
  from: number;
  bonus: number;
  /** The bonus for a member whose VIP membership is running. */
  vipBonus: number;
}

export interface VipPlan {
  id: string;
  months: number;
  price: number;
}

export interface RechargeSettings {
  presets: readonly number[];
  /** Bounds of a custom amount. */
  min: number;
  max: number;
  /** Ascending by `from`. */
  tiers: readonly RechargeTier[];
  /** Minutes a started top-up waits for the provider's confirmation before it is given up. */
  expiresInMin: number;
  /** Top-ups a member may start per hour. */
  perHour: number;
}

export const RECHARGE: RechargeSettings = {
  presets: [10_000, 30_000, 50_000, 100_000, 200_000],
  min: 1_000,
  max: 5_000_000,
  tiers: [
    { from: 10_000, bonus: 500, vipBonus: 1_000 },
    { from: 30_000, bonus: 2_000, vipBonus: 3_500 },
    { from: 50_000, bonus: 4_000, vipBonus: 6_500 },
    { from: 100_000, bonus: 10_000, vipBonus: 15_000 },
    { from: 200_000, bonus: 24_000, vipBonus: 32_000 },
  ],
  expiresInMin: 30,
  perHour: 20,
};

export const VIP_PLANS: readonly VipPlan[] = [
  { id: 'month', months: 1, price: 3_000 },
  { id: 'quarter', months: 3, price: 7_800 },
  { id: 'year', months: 12, price: 26_800 },
];

/** The highest tier the amount reaches, or null below the first. */
export function tierFor(amount: number, tiers: readonly RechargeTier[] = RECHARGE.tiers): RechargeTier | null {
  let reached: RechargeTier | null = null;
  for (const tier of tiers) if (amount >= tier.from) reached = tier;
  return reached;
}

/** The bonus a single top-up of `amount` earns; separate top-ups never add up to a higher tier. */
export function rechargeBonus(amount: number, vip: boolean, tiers: readonly RechargeTier[] = RECHARGE.tiers): number {
  const tier = tierFor(amount, tiers);
  if (!tier) return 0;
  return vip ? tier.vipBonus : tier.bonus;
}

export function findVipPlan(id: string): VipPlan | undefined {
  return VIP_PLANS.find((plan) => plan.id === id);
}
