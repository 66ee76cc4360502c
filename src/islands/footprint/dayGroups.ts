import type { FootprintItem } from '../../lib/schemas/mine.ts';

export interface DayGroup {
  day: string;
  items: FootprintItem[];
}

/** Footprints (latest first) in runs of one day each, in the order they come. */
export function dayGroups(items: readonly FootprintItem[]): DayGroup[] {
  const groups: DayGroup[] = [];
  for (const item of items) {
    const last = groups.at(-1);
    if (last?.day === item.day) last.items.push(item);
    else groups.push({ day: item.day, items: [item] });
  }
  return groups;
}
