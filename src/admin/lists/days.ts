/** Days of the operator's calendar (the browser's time zone), as the console's date filters and ranges use them. */
const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD` of a moment in the browser's time zone. */
export const localDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** The local midnight starting `day` (`YYYY-MM-DD`), moved by `addDays`. */
export function localMidnight(day: string, addDays = 0): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d + addDays);
}

export const DAY = /^\d{4}-\d{2}-\d{2}$/;
