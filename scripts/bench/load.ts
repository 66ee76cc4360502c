import { Agent, request } from 'node:http';

export interface LoadResult {
  name: string;
  /** Responses completed per second of the run. */
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Connection errors, timeouts and unexpected HTTP statuses. */
  errors: number;
}

export interface LoadOptions {
  rate: number;
  seconds: number;
  headers?: Record<string, string>;
  /** Sockets kept open to the server; requests beyond them wait in line, and that wait counts. */
  connections?: number;
  /** The status every answer must have; by default any status below 400. */
  status?: number;
}

const TIMEOUT_MS = 10_000;

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * Open-loop load at a fixed rate: request i is due at start + i / rate, whether or not earlier ones have
 * answered, and its latency runs from when it was due. A slow server therefore shows up as latency instead
 * of quietly lowering the rate (the "coordinated omission" of closed-loop tools, which also send each
 * second's quota in one burst). `path` gives the path of request i, so a run can mix ids or keywords.
 */
export async function load(name: string, base: string, path: string | ((i: number) => string), opts: LoadOptions): Promise<LoadResult> {
  const url = new URL(base);
  const agent = new Agent({ keepAlive: true, maxSockets: opts.connections ?? 64 });
  const headers = { 'accept-encoding': 'br, gzip', ...opts.headers };
  const total = Math.round(opts.rate * opts.seconds);
  const interval = 1000 / opts.rate;
  const latencies: number[] = [];
  let errors = 0;
  let settled = 0;
  let lastDone = 0;
  const start = performance.now();

  await new Promise<void>((resolve) => {
    const finish = (due: number, ok: boolean) => {
      lastDone = performance.now();
      if (ok) latencies.push(lastDone - due);
      else errors += 1;
      settled += 1;
      if (settled === total) resolve();
    };
    const send = (i: number) => {
      const due = start + i * interval;
      let done = false;
      const once = (ok: boolean) => {
        if (!done) finish(due, ok);
        done = true;
      };
      const req = request({ agent, host: url.hostname, port: url.port, path: typeof path === 'string' ? path : path(i), headers, timeout: TIMEOUT_MS }, (res) => {
        res.resume();
        const status = res.statusCode ?? 500;
        res.on('end', () => once(opts.status ? status === opts.status : status < 400));
        res.on('error', () => once(false));
      });
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => once(false));
      req.end();
    };
    let next = 0;
    const tick = () => {
      const now = performance.now();
      while (next < total && start + next * interval <= now) send(next++);
      if (next < total) setTimeout(tick, Math.max(0, start + next * interval - performance.now()));
    };
    tick();
  });
  agent.destroy();

  latencies.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    name,
    rps: Math.round(latencies.length / ((lastDone - start) / 1000)),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    max: round(latencies.at(-1) ?? Number.NaN),
    errors,
  };
}

export interface ClosedLoopResult {
  name: string;
  /** Answers with the expected status per second of the run. */
  rps: number;
  p50: number;
  p99: number;
  max: number;
  /** Every answer and failure: what the server's CPU time is divided by. */
  requests: number;
  /** Connection errors, timeouts and statuses other than the expected one. */
  errors: number;
}

/** Rates and percentiles of a finished run: latencies of the good answers in ms, the run's length in ms. */
export function summarize(name: string, latencies: readonly number[], errors: number, elapsedMs: number): ClosedLoopResult {
  const sorted = [...latencies].sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    name,
    rps: elapsedMs > 0 ? Math.round(sorted.length / (elapsedMs / 1000)) : 0,
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? Number.NaN),
    requests: sorted.length + errors,
    errors,
  };
}

/**
 * Closed-loop load: `connections` clients, each sending its next request when the previous one has answered,
 * for `seconds`; requests still under way at the end are waited for and counted. Unlike `load`, the rate is
 * what the server manages, and latency runs from each request's own start. `path` gives request i's path.
 * A client whose request times out sends no more: the server is still working on it, and piling new requests
 * on top would leave it busy long after the run.
 */
export async function closedLoop(name: string, base: string, path: (i: number) => string, opts: { connections: number; seconds: number; status?: number }): Promise<ClosedLoopResult> {
  const url = new URL(base);
  const agent = new Agent({ keepAlive: true, maxSockets: opts.connections });
  const headers = { 'accept-encoding': 'br, gzip' };
  const expected = opts.status ?? 200;
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const start = performance.now();
  const end = start + opts.seconds * 1000;
  const one = (p: string) =>
    new Promise<'ok' | 'failed' | 'timeout'>((resolve) => {
      const req = request({ agent, host: url.hostname, port: url.port, path: p, headers, timeout: TIMEOUT_MS }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode === expected ? 'ok' : 'failed'));
        res.on('error', () => resolve('failed'));
      });
      req.on('timeout', () => {
        resolve('timeout');
        req.destroy(new Error('timeout'));
      });
      req.on('error', () => resolve('failed'));
      req.end();
    });
  const client = async () => {
    while (performance.now() < end) {
      const sent = performance.now();
      const outcome = await one(path(next++));
      if (outcome === 'ok') latencies.push(performance.now() - sent);
      else errors += 1;
      if (outcome === 'timeout') return;
    }
  };
  await Promise.all(Array.from({ length: opts.connections }, client));
  const elapsed = performance.now() - start;
  agent.destroy();
  return summarize(name, latencies, errors, elapsed);
}
