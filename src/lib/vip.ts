import type { MessageKey } from './i18n/messages.ts';

/**
 * VIP membership dates, shared by the balance page (which shows where a renewal leads) and the server
 * (which decides it).
 */

/** `months` calendar months after `from`, in UTC; a day the target month lacks becomes its last day (31 Jan + 1 = 28/29 Feb). */
export function addMonths(from: Date, months: number): Date {
  const target = new Date(from.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

export function isVipActive(expiresAt: string | null | undefined, now: number): boolean {
  return !!expiresAt && Date.parse(expiresAt) > now;
}

/** A renewal runs on from the current expiry while the membership lasts, else from now. */
export function vipExpiryAfter(expiresAt: string | null | undefined, months: number, now: Date): Date {
  const base = isVipActive(expiresAt, now.getTime()) ? new Date(expiresAt!) : now;
  return addMonths(base, months);
}

const PLAN_LABELS: Record<string, MessageKey> = { month: 'vip.plan.month', quarter: 'vip.plan.quarter', year: 'vip.plan.year' };

/** The message naming a VIP plan (src/config/recharge.ts); a plan added there needs its label here and in every locale. */
export function vipPlanLabel(planId: string): MessageKey | undefined {
  return PLAN_LABELS[planId];
}
