import { DateInput } from 'react-admin';
import { DAY, localDay, localMidnight } from './days.ts';

/**
 * The date range filter of a list: from and to, as days of the operator's calendar. The filter keeps the
 * instants the server compares with (`from` = that day's local midnight, `to` = the midnight after the last
 * day, exclusive), so a day means the operator's day wherever the shop's server stands.
 */
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
