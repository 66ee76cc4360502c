import { DateInput } from 'react-admin';

/**
 * The date range filter of a list: from and to, as days of the operator's calendar. The filter keeps the
 * instants the server compares with (`from` = that day's local midnight, `to` = the midnight after the last
 * day, exclusive), so a day means the operator's day wherever the shop's server stands.
 */
const pad = (n: number) => String(n).padStart(2, '0');
const localDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** Local midnight starting `day` (YYYY-MM-DD), moved by `addDays`. */
export function localMidnight(day: string, addDays = 0): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d + addDays);
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const parseFrom = (day: string) => (DAY.test(day) ? localMidnight(day).toISOString() : null);
const parseTo = (day: string) => (DAY.test(day) ? localMidnight(day, 1).toISOString() : null);
const formatFrom = (iso: unknown) => (typeof iso === 'string' && iso ? localDay(new Date(iso)) : '');
const formatTo = (iso: unknown) => (typeof iso === 'string' && iso ? localDay(new Date(Date.parse(iso) - 1)) : '');

/** The two filter inputs, always shown: put them in a list's `filters`. */
export function dateRangeFilters() {
  return [
    <DateInput key="from" source="from" label="console.lists.from" alwaysOn parse={parseFrom} format={formatFrom} />,
    <DateInput key="to" source="to" label="console.lists.to" alwaysOn parse={parseTo} format={formatTo} />,
  ];
}
