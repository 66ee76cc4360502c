import { describe, expect, it } from 'vitest';
import { DEMO_VIDEOS } from './data.ts';
import { ageInDays, viewsByAge } from './views.ts';

describe('views by age', () => {
  it('grows with age: a video of similar appeal has more views the older it is', () => {
    for (const appeal of [0.5, 0.8, 1, 1.2]) {
      const days = [1, 2, 5, 7, 14, 30, 60, 120];
      const views = days.map((d) => viewsByAge(d, appeal));
      for (let i = 1; i < views.length; i++) expect(views[i]).toBeGreaterThan(views[i - 1]!);
    }
    // Appeal moves it less than age: a plain video of two months outdraws a popular one of two days.
    expect(viewsByAge(2, 1.2)).toBeLessThan(viewsByAge(60, 0.5));
  });

  it('counts fast in the first week, then slowly', () => {
    const firstWeek = viewsByAge(7, 1);
    const nextWeek = viewsByAge(14, 1) - firstWeek;
    expect(nextWeek).toBeLessThan(firstWeek / 2);
  });

  it('stays at the size of a small shop: tens to low thousands, never 10,000 on day two', () => {
    expect(viewsByAge(1, 0.5)).toBeGreaterThanOrEqual(20);
    expect(viewsByAge(2, 1)).toBeLessThan(1000);
    expect(viewsByAge(60, 1)).toBeLessThan(3000);
    for (const v of DEMO_VIDEOS) {
      const views = viewsByAge(v.age, v.appeal);
      expect(views).toBeGreaterThan(50);
      expect(views).toBeLessThan(3000);
    }
  });

  it('is nothing before publication, and for no appeal', () => {
    expect(viewsByAge(0, 1)).toBe(0);
    expect(viewsByAge(10, 0)).toBe(0);
    expect(ageInDays(Date.UTC(2026, 0, 3), Date.UTC(2026, 0, 1))).toBe(0);
    expect(ageInDays(Date.UTC(2026, 0, 1), Date.UTC(2026, 0, 3))).toBe(2);
  });
});
