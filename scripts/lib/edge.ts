/**
 * nginx balancing shop instances and Varnish in front of it, each started from a temp dir on free ports, for
 * tests/api/cluster.test.ts and `npm run bench -- --only cluster`. Varnish runs deploy/varnish/default.vcl with
 * a site.vcl of its own (backend: the nginx started here; purgers: 127.0.0.1).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, processCpuMs, whenAnswering } from '../bench/server.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find(existsSync);
export const VARNISHD = ['/usr/sbin/varnishd', '/usr/bin/varnishd'].find(existsSync);

/** Why the engines cannot run here, or undefined when both are installed. */
export function edgeMissing(): string | undefined {
  const missing = [!NGINX && 'nginx', !VARNISHD && 'varnishd'].filter(Boolean);
  return missing.length ? `${missing.join(' and ')} not installed (Debian: apt-get install nginx varnish varnish-modules)` : undefined;
}

export interface Engine {
  base: string;
  port: number;
  stop(): Promise<void>;
  /** CPU ms used so far by the engine's process and its children (nginx's worker, Varnish's cache process); undefined off Linux. */
  cpuMs(): number | undefined;
}

/** CPU of `pid` and its child processes, all their threads. */
function treeCpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const children = readdirSync(`/proc/${pid}/task`).flatMap((tid) => readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number));
    const own = processCpuMs(pid)?.all;
    if (own === undefined) return undefined;
    return children.reduce((sum, child) => sum + (treeCpuMs(child) ?? 0), own);
  } catch {
    return undefined;
  }
}

function started(child: ChildProcess, dir: string, stop: () => Promise<void>) {
  return async () => {
    await stop();
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await once(child, 'exit');
    }
    rmSync(dir, { recursive: true, force: true });
  };
}

/** nginx on a free port, round-robin over `backends` (host:port) with kept-alive upstream connections. */
export async function startNginx(backends: string[]): Promise<Engine> {
  if (!NGINX) throw new Error('nginx not installed');
  const dir = mkdtempSync(join(tmpdir(), 'om-nginx-'));
  const port = await freePort();
  const conf = readFileSync(join(ROOT, 'tests/api/cluster/nginx.conf'), 'utf8')
    .replaceAll('__DIR__', dir)
    .replaceAll('__PORT__', String(port))
    .replace('__BACKENDS__', backends.map((b) => `server ${b};`).join('\n    '));
  writeFileSync(join(dir, 'nginx.conf'), conf);
  const child = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], { stdio: ['ignore', 'inherit', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  const stop = await whenAnswering(child, `${base}/api/health`, 10, `nginx on port ${port}`);
  return { base, port, stop: started(child, dir, stop), cpuMs: () => treeCpuMs(child.pid) };
}

/** varnishd in the foreground on `listenPort` (else a free port), caching in 32 MB of memory, in front of `backend` (host:port). */
export async function startVarnish(backend: { host: string; port: number }, listenPort?: number): Promise<Engine> {
  if (!VARNISHD) throw new Error('varnishd not installed');
  const dir = mkdtempSync(join(tmpdir(), 'om-varnish-'));
  const port = listenPort ?? (await freePort());
  writeFileSync(
    join(dir, 'site.vcl'),
    `backend default {\n    .host = "${backend.host}";\n    .port = "${backend.port}";\n}\n\nacl purgers {\n    "127.0.0.1";\n}\n`,
  );
  const args = [
    '-F', '-j', 'none', '-n', join(dir, 'work'), '-a', `127.0.0.1:${port}`,
    '-T', 'none', '-f', join(ROOT, 'deploy/varnish/default.vcl'),
    '-p', `vcl_path=${dir}:${join(ROOT, 'deploy/varnish')}`, '-p', 'vcc_allow_inline_c=off', '-s', 'malloc,32m',
  ];
  // Its manager talks on stderr at every start and stop: kept in a file, shown when it does not start.
  const log = openSync(join(dir, 'varnishd.log'), 'w');
  const child = spawn(VARNISHD, args, { stdio: ['ignore', log, log] });
  closeSync(log);
  const base = `http://127.0.0.1:${port}`;
  const stop = await whenAnswering(child, `${base}/api/health`, 20, `varnishd on port ${port}`).catch((error: unknown) => {
    throw new Error(`${(error as Error).message}:\n${readFileSync(join(dir, 'varnishd.log'), 'utf8').slice(-2000)}`);
  });
  return { base, port, stop: started(child, dir, stop), cpuMs: () => treeCpuMs(child.pid) };
}
