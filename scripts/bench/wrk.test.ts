import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { parseRotation, parseWrk, rotatingScript, wrkInstalled, wrkMs, wrkRotating } from './wrk.ts';

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

describe('wrk rotating through paths', () => {
  it('reads the line its script ends with: requests, failures, percentiles in ms and the rate of good answers', () => {
    // 5,000 answers read in 2 s, 10 of them with another status, 3 timeouts: 4,990 good ones.
    expect(parseRotation('Running 2s test\nrotation 5000 13 12345 48900 120000 2000000 10\n')).toEqual({ rps: 2495, p50: 12.3, p99: 48.9, max: 120, requests: 5003, errors: 13 });
    expect(() => parseRotation('Running 2s test\n')).toThrow();
  });

  it('sends each path in turn and counts every answer with another status as failed', { timeout: 30_000 }, async () => {
    expect(rotatingScript(200)).toContain('if status ~= 200 then');
    // .ci/run installs wrk; a machine without it measures with the Node closed loop instead.
    if (!wrkInstalled()) return;
    const seen = new Map<string, number>();
    const server = createServer((req, res) => {
      seen.set(req.url!, (seen.get(req.url!) ?? 0) + 1);
      res.writeHead(req.url === '/missing' ? 404 : 200).end('{}');
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const r = await wrkRotating(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, ['/a', '/b', '/missing'], { connections: 2, seconds: 1 });
      const served = [...seen.values()].reduce((a, b) => a + b, 0);
      expect(r.requests).toBeGreaterThan(100);
      // Answers still under way when wrk stopped were served but not read.
      expect(served - r.requests).toBeLessThanOrEqual(2);
      expect([...seen.keys()].sort()).toEqual(['/a', '/b', '/missing']);
      for (const n of seen.values()) expect(Math.abs(n - served / 3)).toBeLessThanOrEqual(2);
      expect(Math.abs(r.errors - seen.get('/missing')!)).toBeLessThanOrEqual(2);
      expect(r.p50).toBeGreaterThan(0);
      expect(r.p99).toBeGreaterThanOrEqual(r.p50);
    } finally {
      server.close();
    }
  });
});
