/**
 * wrk (Debian package `wrk`) as the cluster stage's load generator when installed: written in C, one thread of it
 * sends several times the requests autocannon can from one Node process, so a fast server (a Varnish hit) is
 * measured rather than the generator (decision 108).
 */
import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import type { Throughput } from './serving.ts';

const run = promisify(execFile);

export function wrkInstalled(): boolean {
  return spawnSync('wrk', ['--version'], { encoding: 'utf8' }).error === undefined;
}

/** Milliseconds of a wrk latency figure ("812.00us", "1.23ms", "2.01s"). */
export function wrkMs(figure: string): number {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(figure.trim());
  if (!m) throw new Error(`wrk latency not understood: ${figure}`);
  const scale = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[m[2] as 'us' | 'ms' | 's' | 'm'];
  return Math.round(Number(m[1]) * scale * 100) / 100;
}

/** The throughput in wrk's report (`--latency`): requests per second, median and 99th percentile, errors. */
export function parseWrk(report: string): Throughput {
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(report);
  const p50 = /^\s+50%\s+(\S+)/m.exec(report);
  const p99 = /^\s+99%\s+(\S+)/m.exec(report);
  if (!rps || !p50 || !p99) throw new Error(`wrk report not understood:\n${report}`);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(report);
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(report);
  const errors = (socket ? socket.slice(1).reduce((n, v) => n + Number(v), 0) : 0) + (non2xx ? Number(non2xx[1]) : 0);
  return { rps: Math.round(Number(rps[1])), p50: wrkMs(p50[1]!), p99: wrkMs(p99[1]!), errors };
}

/** One path driven by one wrk thread over `connections` connections for `seconds`. */
export async function wrkHammer(base: string, path: string, seconds: number, connections: number): Promise<Throughput> {
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', '-H', 'accept-encoding: br, gzip', `${base}${path}`];
  const { stdout } = await run('wrk', args, { timeout: (seconds + 30) * 1000 });
  return parseWrk(stdout);
}
