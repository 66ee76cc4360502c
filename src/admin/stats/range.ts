import { DAY, localDay, localMidnight } from '../lists/days.ts';

/**
 * The ranges the dashboard offers, as the instants the server adds up between: today, the last 7 or 30 days
 * (today included) and chosen dates, each from the operator's local midnight to the midnight after its last day.
 */
export type RangeKind = 'today' | 'days7' | 'days30' | 'custom';
export const RANGE_KINDS: RangeKind[] = ['today', 'days7', 'days30', 'custom'];

/** The range's first and last day (`YYYY-MM-DD`), or undefined for chosen dates that are missing or reversed. */
export function rangeDays(kind: RangeKind, now: Date, custom: { from: string; to: string }): { first: string; last: string } | undefined {
  const today = localDay(now);
  if (kind === 'custom') return DAY.test(custom.from) && DAY.test(custom.to) && custom.from <= custom.to ? { first: custom.from, last: custom.to } : undefined;
  const back = kind === 'today' ? 0 : kind === 'days7' ? 6 : 29;
  return { first: localDay(localMidnight(today, -back)), last: today };
}

/** The query the dashboard sends: from the first day's midnight to the midnight after the last, and the time zone. */
export function rangeQuery(days: { first: string; last: string }) {
  return { from: localMidnight(days.first).toISOString(), to: localMidnight(days.last, 1).toISOString(), tz: Intl.DateTimeFormat().resolvedOptions().timeZone };
}
