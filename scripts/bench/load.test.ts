import { describe, expect, it } from 'vitest';
import { percentile, summarize } from './load.ts';

describe('load arithmetic', () => {
  it('takes the nearest-rank percentile of sorted latencies', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });

  it('rates good answers over the run, and counts failures as requests but not in latency', () => {
    const r = summarize('list', [3, 1, 2, 40], 2, 2000);
    expect(r).toEqual({ name: 'list', rps: 2, p50: 2, p99: 40, max: 40, requests: 6, errors: 2 });
  });

  it('rounds latencies to a tenth of a millisecond and survives an empty run', () => {
    expect(summarize('x', [1.26, 1.24], 0, 1000)).toMatchObject({ p50: 1.2, p99: 1.3, rps: 2 });
    expect(summarize('x', [], 5, 0)).toMatchObject({ rps: 0, requests: 5, errors: 5 });
  });
});
