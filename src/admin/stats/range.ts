/**
 * The ranges the dashboard offers, as the instants the server adds up between: today, the last 7 or 30 days
 * (today included) and chosen dates, each from the operator's local midnight to the midnight after its last day.
 */
export type RangeKind = 'today' | 'days7' | 'days30' | 'custom';
export const RANGE_KINDS: RangeKind[] = ['today', 'days7', 'days30', 'custom'];

const pad = (n: number) => String(n).padStart(2, '0');
/** `YYYY-MM-DD` of a moment in the browser's time zone. */
export const localDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

function midnight(day: string, addDays = 0): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d + addDays);
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The range's first and last day (`YYYY-MM-DD`), or undefined for chosen dates that are missing or reversed. */
export function rangeDays(kind: RangeKind, now: Date, custom: { from: string; to: string }): { first: string; last: string } | undefined {
  const today = localDay(now);
  if (kind === 'custom') return DAY.test(custom.from) && DAY.test(custom.to) && custom.from <= custom.to ? { first: custom.from, last: custom.to } : undefined;
  const back = kind === 'today' ? 0 : kind === 'days7' ? 6 : 29;
  return { first: localDay(midnight(today, -back)), last: today };
}

/** The query the dashboard sends: from the first day's midnight to the midnight after the last, and the time zone. */
export function rangeQuery(days: { first: string; last: string }) {
  return { from: midnight(days.first).toISOString(), to: midnight(days.last, 1).toISOString(), tz: Intl.DateTimeFormat().resolvedOptions().timeZone };
}
