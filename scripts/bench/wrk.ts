/**
 * wrk (Debian package `wrk`) as the cluster stage's load generator when installed: written in C, one thread of it
 * sends several times the requests autocannon can from one Node process, so a fast server (a Varnish hit) is
 * measured rather than the generator (decision 108). The scale stage drives its closed loop from it too, each
 * shape's paths in turn (decision 117).
 */
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { ClosedLoopResult } from './load.ts';
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

/**
 * A wrk script that sends the paths of the file named by $WRK_PATHS (one per line) in turn, from one wrk thread,
 * counts answers whose status is not `status`, and ends with one line of its own: requests, answers not expected,
 * p50, p99 and max latency in µs, and the run's length in µs.
 */
export function rotatingScript(status: number): string {
  return `wrk.headers["accept-encoding"] = "br, gzip"
local paths = {}
for line in io.lines(os.getenv("WRK_PATHS")) do paths[#paths + 1] = line end
local turn = 0
unexpected = 0
request = function()
  turn = turn % #paths + 1
  return wrk.format(nil, paths[turn])
end
response = function(status)
  if status ~= ${status} then unexpected = unexpected + 1 end
end
local threads = {}
setup = function(thread) threads[#threads + 1] = thread end
done = function(summary, latency)
  local wrong = 0
  for _, thread in ipairs(threads) do wrong = wrong + thread:get("unexpected") end
  local e = summary.errors
  io.write(string.format("rotation %d %d %d %d %d %d %d\\n", summary.requests, wrong + e.connect + e.read + e.write + e.timeout,
    latency:percentile(50), latency:percentile(99), latency.max, summary.duration, wrong))
end
`;
}

/** What closedLoop measures (load.ts), from wrk. */
export type RotationResult = Omit<ClosedLoopResult, 'name'>;

/** The line rotatingScript ends with, as figures in ms and requests per second (of the good answers). */
export function parseRotation(report: string): RotationResult {
  const m = /^rotation (\d+) (\d+) (\d+) (\d+) (\d+) (\d+) (\d+)$/m.exec(report);
  if (!m) throw new Error(`wrk rotation report not understood:\n${report}`);
  const [requests, errors, p50, p99, max, duration, wrong] = m.slice(1).map(Number) as [number, number, number, number, number, number, number];
  const ms = (us: number) => Math.round(us / 100) / 10;
  // wrk's requests are the answers read; a wrong status was read too, socket errors and timeouts were not.
  const failedUnread = errors - wrong;
  return { rps: duration > 0 ? Math.round((requests - wrong) / (duration / 1e6)) : 0, p50: ms(p50), p99: ms(p99), max: ms(max), requests: requests + failedUnread, errors };
}

/**
 * `paths` sent in turn over `connections` connections for `seconds` by one wrk thread, each connection sending its
 * next request when its last one answered (as closedLoop does, at a fraction of its CPU).
 */
export async function wrkRotating(base: string, paths: readonly string[], opts: { connections: number; seconds: number; status?: number }): Promise<RotationResult> {
  const dir = mkdtempSync(join(tmpdir(), 'om-wrk-'));
  try {
    const script = join(dir, 'rotate.lua');
    const list = join(dir, 'paths');
    writeFileSync(script, rotatingScript(opts.status ?? 200));
    writeFileSync(list, `${paths.join('\n')}\n`);
    const args = ['-t1', `-c${opts.connections}`, `-d${opts.seconds}s`, '--timeout', '10s', '-s', script, base];
    const { stdout } = await run('wrk', args, { timeout: (opts.seconds + 30) * 1000, env: { ...process.env, WRK_PATHS: list } });
    return parseRotation(stdout);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
