import { describe, expect, it, vi } from 'vitest';
import { BenchSummary, meets } from './summary.ts';

describe('bench summary', () => {
  it('judges each figure against its budget, and figures without one not at all', () => {
    expect(meets({ figure: 'a', value: 0.5, unit: '×', budget: { min: 0.5 } })).toBe(true);
    expect(meets({ figure: 'a', value: 0.49, unit: '×', budget: { min: 0.5 } })).toBe(false);
    expect(meets({ figure: 'js', value: 21, unit: 'KB', budget: { max: 20 } })).toBe(false);
    expect(meets({ figure: 'p99', value: 999, unit: 'ms' })).toBe(true);
  });

  it('lists serving ratios, rendered pages and orders per database under their budgets', () => {
    const summary = new BenchSummary();
    const t = (rps: number) => ({ rps, p50: 1, p99: 2, errors: 0 });
    summary.addServing({ rows: [{ name: 'help', path: '/h', shop: t(300), bare: t(1000), ratio: 0.3 }, { name: 'detail', path: '/d', shop: t(600) }], logged: { path: '/h', quiet: t(300), logging: t(240) } });
    const paid = (perSecond: number) => ({ submit: { perSecond }, pay: { perSecond } }) as never;
    summary.addOrders([{ db: 'sqlite', mixed: paid(310) } as never, { db: 'postgres', mixed: paid(150) } as never, { db: 'x', skipped: 'no binaries' }]);
    expect(summary.lines.map((l) => [l.figure, l.value, meets(l)])).toEqual([
      ['help: shop / bare Node', 0.3, false],
      ['detail', 600, true],
      ['request log on: throughput kept', 0.8, true],
      ['orders submitted and paid (sqlite)', 310, true],
      ['orders submitted and paid (postgres)', 150, false],
    ]);
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    summary.print();
    expect(log.mock.calls.map((c) => String(c[0])).join('\n')).toMatch(/postgres\)\s+150 \/s\s+≥ 200\s+MISSED/);
    log.mockRestore();
  });

  it('holds each Lighthouse page to 100 in all four categories, naming the lowest', () => {
    const summary = new BenchSummary();
    const scores = (performance: number, accessibility: number) => ({ performance, accessibility, 'best-practices': 100, seo: 100 });
    summary.addLighthouse([
      { path: '/en/', scores: scores(100, 100), failing: [] },
      { path: '/ar/login', scores: scores(97, 99), failing: [] },
    ]);
    expect(summary.lines.map((l) => [l.figure, l.value, meets(l)])).toEqual([
      ['Lighthouse /en/ (all four)', 100, true],
      ['Lighthouse /ar/login (lowest: performance)', 97, false],
    ]);
  });
});
