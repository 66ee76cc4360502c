import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** Fixed-rate load (not as-fast-as-possible), so latency is measured at a stated throughput. */
export async function load(name: string, url: string, opts: { rate: number; seconds: number; headers?: Record<string, string> }): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: 20,
    overallRate: opts.rate,
    duration: opts.seconds,
    headers: { 'accept-encoding': 'br, gzip', ...opts.headers },
  });
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
