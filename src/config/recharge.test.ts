import { describe, expect, it } from 'vitest';
import { RECHARGE, VIP_PLANS, findVipPlan, rechargeBonus, tierFor } from './recharge.ts';

describe('recharge settings', () => {
  it('pays the bonus of the highest tier reached, more for VIPs', () => {
    expect(rechargeBonus(9_999, false)).toBe(0);
    expect(rechargeBonus(10_000, false)).toBe(500);
    expect(rechargeBonus(29_999, false)).toBe(500);
    expect(rechargeBonus(30_000, false)).toBe(2_000);
    expect(rechargeBonus(30_000, true)).toBe(3_500);
    expect(rechargeBonus(5_000_000, false)).toBe(24_000);
  });

  it('finds the tier reached', () => {
    expect(tierFor(50_000)?.from).toBe(50_000);
    expect(tierFor(RECHARGE.min)).toBeNull();
  });

  it('keeps the table consistent: tiers ascending, VIPs never worse off, presets within bounds', () => {
    RECHARGE.tiers.forEach((tier, i) => {
      if (i > 0) expect(tier.from).toBeGreaterThan(RECHARGE.tiers[i - 1]!.from);
      expect(tier.vipBonus).toBeGreaterThanOrEqual(tier.bonus);
    });
    for (const preset of RECHARGE.presets) {
      expect(preset).toBeGreaterThanOrEqual(RECHARGE.min);
      expect(preset).toBeLessThanOrEqual(RECHARGE.max);
    }
    expect(new Set(VIP_PLANS.map((p) => p.id)).size).toBe(VIP_PLANS.length);
  });

  it('finds VIP plans by id', () => {
    expect(findVipPlan('quarter')?.months).toBe(3);
    expect(findVipPlan('forever')).toBeUndefined();
  });
});

describe('VIP plan names', () => {
  it('exist for every configured plan', async () => {
    const { vipPlanLabel } = await import('../lib/vip.ts');
    for (const plan of VIP_PLANS) expect(vipPlanLabel(plan.id), plan.id).toBeDefined();
  });
});
