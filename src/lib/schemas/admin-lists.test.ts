import { describe, expect, it } from 'vitest';
import { consoleListQuery, MEMBER_SORTS } from './admin-lists.ts';

const query = consoleListQuery(MEMBER_SORTS);
const parsed = (input: Record<string, unknown>) => {
  const r = query.safeParse(input);
  return r.success ? r.data : r.error.issues[0]?.message;
};

describe('console list query', () => {
  it('reads a bare day as that day in UTC, a `to` day as the whole day, and a time with its offset', () => {
    expect(parsed({ from: '2024-02-29', to: '2024-02-29' })).toMatchObject({ from: '2024-02-29T00:00:00.000Z', to: '2024-03-01T00:00:00.000Z' });
    expect(parsed({ from: ' 2024-01-01T08:00:00+08:00 ' })).toMatchObject({ from: '2024-01-01T00:00:00.000Z' });
    expect(parsed({ to: '9999-12-30' })).toMatchObject({ to: '9999-12-31T00:00:00.000Z' });
  });

  it.each([
    ['2025-02-30'], // no such day: Date.parse would move it on to the 2nd of March
    ['2023-02-29'],
    ['2024-13-01'],
    ['2025-02-30T00:00:00Z'],
    ['2024-01-01T00:00:00'], // a time without its offset means no one instant
    ['2024-01-01T25:00:00Z'],
    ['2024-1-1'],
    ['yesterday'],
    [''],
    ['+010000-01-01'],
    [['2024-01-01']],
    [{ a: '2024-01-01' }],
    [20240101],
  ])('refuses %j as a date', (value) => {
    expect(parsed({ from: value })).toBe('admin.list.badDate');
    expect(parsed({ to: value })).toBe('admin.list.badDate');
  });

  it('refuses a `to` past the year 9999, which would no longer compare as text', () => {
    expect(parsed({ to: '9999-12-31' })).toBe('admin.list.badDate');
  });

  it.each([[{ sort: 'pwd_hash' }], [{ sort: '' }], [{ sort: ['id'] }], [{ sort: 'id', order: 'up' }], [{ order: 'ASC' }], [{ sort: 'createdAt;drop' }]])('refuses the sort %j', (input) => {
    expect(parsed(input)).toBe('admin.list.badSort');
  });

  it('takes the sorts the list names, in either order', () => {
    for (const sort of MEMBER_SORTS) expect(parsed({ sort, order: 'asc' })).toMatchObject({ sort, order: 'asc', page: 1 });
  });
});
