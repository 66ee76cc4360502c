import { describe, expect, it } from 'vitest';
import { parseWrk, wrkMs } from './wrk.ts';

const REPORT = `Running 10s test @ http://127.0.0.1:6081/en/goods/details?id=1
  1 threads and 32 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     1.52ms  612.00us  21.30ms   91.02%
    Req/Sec    21.40k     1.10k   23.01k    80.00%
  Latency Distribution
     50%    1.41ms
     75%    1.62ms
     90%    1.95ms
     99%    3.80ms
  212999 requests in 10.00s, 1.90GB read
  Socket errors: connect 0, read 2, write 0, timeout 1
  Non-2xx or 3xx responses: 4
Requests/sec:  21296.55
Transfer/sec:    194.64MB
`;

describe('wrk reports', () => {
  it('reads requests per second, the median and 99th percentile in ms, and every error', () => {
    expect(parseWrk(REPORT)).toEqual({ rps: 21297, p50: 1.41, p99: 3.8, errors: 7 });
  });
  it('converts each unit, and refuses what it cannot read', () => {
    expect(wrkMs('812.00us')).toBe(0.81);
    expect(wrkMs('2.01s')).toBe(2010);
    expect(() => wrkMs('fast')).toThrow();
    expect(() => parseWrk('nothing')).toThrow();
  });
});
