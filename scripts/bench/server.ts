import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export interface RunningServer {
  base: string;
  stop(): Promise<void>;
  /**
   * CPU time the server process has used so far, in ms: its main thread (answering HTTP) and all its threads
   * (the render threads, GC helpers); undefined off Linux. Unlike requests per second on a shared machine,
   * CPU per request barely moves when other work competes for the cores.
   */
  cpuMs(): { main: number; all: number } | undefined;
}

/** On-CPU nanoseconds of one thread, from /proc/…/schedstat. */
const threadNs = (path: string) => Number(readFileSync(path, 'utf8').split(' ')[0]);

export function processCpuMs(pid: number | undefined): { main: number; all: number } | undefined {
  try {
    if (pid === undefined) return undefined;
    const all = readdirSync(`/proc/${pid}/task`).reduce((sum, tid) => sum + threadNs(`/proc/${pid}/task/${tid}/schedstat`), 0);
    return { main: threadNs(`/proc/${pid}/schedstat`) / 1e6, all: all / 1e6 };
  } catch {
    return undefined;
  }
}

const root = new URL('../..', import.meta.url).pathname;

/** A port nobody listens on now, so a forgotten server elsewhere can never answer for the one under test. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

/** The production entry (src/server/main.ts) in a child process, so the load generator does not share its thread. */
/** `logTo`: a file the server's standard output (its request log) goes to, as a deployment would keep it. */
/** `entry`: another entry script, e.g. scripts/start.ts, which seeds demo data into an empty database first. */
export async function startServer(env: Record<string, string>, opts: { logTo?: string; entry?: string; startupSeconds?: number } = {}): Promise<RunningServer> {
  const port = await freePort();
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (open it in Chrome DevTools).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const log = opts.logTo ? openSync(opts.logTo, 'a') : undefined;
  const child = spawn(process.execPath, [...profile, join(root, opts.entry ?? 'src/server/main.ts')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', log ?? 'inherit', 'inherit'],
  });
  if (log !== undefined) closeSync(log);
  const base = `http://127.0.0.1:${port}`;
  const stop = await whenAnswering(child, `${base}/api/health`, opts.startupSeconds ?? 30, `server on port ${port}`);
  return { base, stop, cpuMs: () => processCpuMs(child.pid) };
}

/**
 * Waits until a started child answers `url`; kills it and throws when it exits or `seconds` pass first.
 * Returns what stops it again.
 */
export async function whenAnswering(child: ChildProcess, url: string, seconds: number, what: string): Promise<() => Promise<void>> {
  const exited = once(child, 'exit');
  for (let i = 0; !(await fetch(url).then((r) => r.ok, () => false)); i += 1) {
    if (child.exitCode !== null || i >= seconds * 10) {
      child.kill('SIGKILL');
      throw new Error(`${what} did not start`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
}
