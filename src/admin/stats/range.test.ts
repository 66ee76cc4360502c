import { describe, expect, it } from 'vitest';
import { rangeDays, rangeQuery } from './range.ts';

describe('dashboard ranges', () => {
  const none = { from: '', to: '' };

  it('counts today, 7 and 30 days back from today, today included', () => {
    const now = new Date(2026, 2, 3, 9, 30);
    expect(rangeDays('today', now, none)).toEqual({ first: '2026-03-03', last: '2026-03-03' });
    expect(rangeDays('days7', now, none)).toEqual({ first: '2026-02-25', last: '2026-03-03' });
    expect(rangeDays('days30', now, none)).toEqual({ first: '2026-02-02', last: '2026-03-03' });
  });

  it('takes chosen dates only when both are days in order', () => {
    const now = new Date();
    expect(rangeDays('custom', now, { from: '2026-01-05', to: '2026-01-05' })).toEqual({ first: '2026-01-05', last: '2026-01-05' });
    expect(rangeDays('custom', now, { from: '2026-01-06', to: '2026-01-05' })).toBeUndefined();
    expect(rangeDays('custom', now, { from: '', to: '2026-01-05' })).toBeUndefined();
  });

  it('sends local midnights: the first day’s and the one after the last day', () => {
    const q = rangeQuery({ first: '2026-03-01', last: '2026-03-02' });
    expect(new Date(q.from).getDate()).toBe(1);
    expect(new Date(q.from).getHours()).toBe(0);
    expect(new Date(q.to).getDate()).toBe(3);
    expect(new Date(q.to).getHours()).toBe(0);
  });
});
