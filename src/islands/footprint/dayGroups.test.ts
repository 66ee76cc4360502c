import { describe, expect, it } from 'vitest';
import type { FootprintItem } from '../../lib/schemas/mine.ts';
import { dayGroups } from './dayGroups.ts';

const item = (id: number, day: string) => ({ id, day }) as FootprintItem;

describe('dayGroups', () => {
  it('keeps the order and starts a group at each new day', () => {
    const groups = dayGroups([item(5, '2026-06-15'), item(4, '2026-06-15'), item(3, '2026-06-14'), item(2, '2026-06-01')]);
    expect(groups.map((g) => [g.day, g.items.map((i) => i.id)])).toEqual([
      ['2026-06-15', [5, 4]],
      ['2026-06-14', [3]],
      ['2026-06-01', [2]],
    ]);
    expect(dayGroups([])).toEqual([]);
  });
});
