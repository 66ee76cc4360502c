/** A throwaway PostgreSQL cluster for the API suite: found on the machine, started in a temp dir, removed after. */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, realpathSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export interface Cluster {
  url: string;
  /** Stops the server and removes the cluster. */
  stop(): void;
  /** Stops the server as an operator would (clients' connections are ended), keeping the cluster. */
  stopServer(): void;
  /** Starts the server again on the same port with the same data. */
  startServer(): void;
}

export function findBinDir(): string | undefined {
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  // The directory initdb really lives in (a link on the PATH may stand alone there): its siblings are the other programs.
  if (which.status === 0 && which.stdout.trim()) return dirname(realpathSync(which.stdout.trim()));
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) if (existsSync(join(base, v, 'bin', 'initdb'))) return join(base, v, 'bin');
  return undefined;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

type Run = (cmd: string, args: string[]) => void;

/** Runs a PostgreSQL program; PostgreSQL refuses to run as root, so as root it runs as the postgres system user. */
function runner(bin: string): Run {
  const asRoot = process.getuid?.() === 0;
  return (cmd, args) =>
    void (asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, cmd), args, { stdio: 'pipe' }));
}

/** A temp dir the server's user owns. */
function serverDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(dir, 0o777);
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir]);
  return dir;
}

/** Starts the server in dir/data on `port`, and says how to stop, restart and remove it. */
function serve(run: Run, dir: string, port: number): Cluster {
  const data = join(dir, 'data');
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  const startServer = () => run('pg_ctl', ['-D', data, '-o', opts, '-l', join(dir, 'log'), '-w', 'start']);
  startServer();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stopServer: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    startServer,
    stop: () => {
      try {
        // A server stopped already (stopServer) has no pid file left.
        if (existsSync(join(data, 'postmaster.pid'))) run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** Returns undefined (with the reason) when no PostgreSQL binaries are installed. */
export async function startCluster(): Promise<Cluster | { skipped: string }> {
  const bin = findBinDir();
  if (!bin) return { skipped: 'PostgreSQL binaries (initdb, pg_ctl) not found' };
  const run = runner(bin);
  const dir = serverDir('om-pg-');
  const port = await freePort();
  run('initdb', ['-D', join(dir, 'data'), '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale', '--no-sync']);
  return serve(run, dir, port);
}

/**
 * A hot standby of the cluster at `primaryUrl` (one startCluster made: initdb's defaults already allow
 * replication connections from 127.0.0.1 and WAL at the `replica` level): a base backup taken with
 * `pg_basebackup -R`, which writes the settings that make it follow the primary, started on a port of its own.
 */
export async function startStandby(primaryUrl: string): Promise<Cluster | { skipped: string }> {
  const bin = findBinDir();
  if (!bin || !existsSync(join(bin, 'pg_basebackup'))) return { skipped: 'PostgreSQL binaries (pg_basebackup, pg_ctl) not found' };
  const run = runner(bin);
  const primary = new URL(primaryUrl);
  const dir = serverDir('om-pg-standby-');
  run('pg_basebackup', ['-h', primary.hostname, '-p', primary.port, '-U', 'postgres', '-D', join(dir, 'data'), '-R', '-X', 'stream', '-c', 'fast']);
  return serve(run, dir, await freePort());
}
