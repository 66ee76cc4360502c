/** What tests/api/deploy-recipe.test.ts needs to read deploy/ and to run nginx, varnishd and systemd-analyze on it. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { request as httpRequest } from 'node:http';
import { connect, createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';

export const ROOT = new URL('../../', import.meta.url).pathname;
export const DEPLOY = join(ROOT, 'deploy');
export const readDeploy = (path: string) => readFileSync(join(DEPLOY, path), 'utf8');

/** The names config.ts validates: the keys of its envSchema. */
export function configVariables(): Set<string> {
  const source = readFileSync(join(ROOT, 'src/server/config.ts'), 'utf8');
  const start = source.indexOf('const envSchema = z.object({');
  const end = source.indexOf('\n});', start);
  if (start < 0 || end < 0) throw new Error('envSchema not found in src/server/config.ts');
  return new Set([...source.slice(start, end).matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1]!));
}

export interface EnvLine {
  name: string;
  value: string;
  /** Written as `#NAME=…`: an optional line, shown with its default or an example. */
  commented: boolean;
}

/** The KEY=value lines of an env file, set or commented out; other comments are prose. */
export function envFileLines(text: string): EnvLine[] {
  return [...text.matchAll(/^(#?)([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((m) => ({ name: m[2]!, value: m[3]!.replace(/^"(.*)"$/, '$1'), commented: m[1] === '#' }));
}

/** The `${NAME…}` a compose file interpolates from its .env. */
export function composeInterpolations(text: string): Set<string> {
  return new Set([...text.matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]!));
}

/** A program by name, in PATH or the sbin directories a non-root PATH may lack. */
export function findBinary(name: string): string | undefined {
  const which = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  if (which.status === 0 && which.stdout.trim()) return which.stdout.trim();
  return ['/usr/sbin', '/sbin', '/usr/local/sbin'].map((dir) => join(dir, name)).find((path) => existsSync(path));
}

export function run(program: string, args: string[], cwd?: string) {
  const out = spawnSync(program, args, { encoding: 'utf8', timeout: 20_000, cwd });
  return { status: out.status, stdout: out.stdout ?? '', stderr: out.stderr ?? '' };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** A self-signed certificate for 127.0.0.1 in `dir`: fullchain.pem and privkey.pem, as certbot names them. */
export function selfSignedCertificate(openssl: string, dir: string): void {
  const out = run(openssl, ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-keyout', join(dir, 'privkey.pem'), '-out', join(dir, 'fullchain.pem')]);
  if (out.status !== 0) throw new Error(`openssl failed: ${out.stderr}`);
}

/** An nginx main file around `site`, with every path it writes inside `dir`, so it runs without root. */
export function nginxMainFile(dir: string, site: string): string {
  const path = join(dir, 'nginx.conf');
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${join(dir, kind)};`).join('\n');
  writeFileSync(join(dir, 'site.conf'), site);
  writeFileSync(
    path,
    `pid ${join(dir, 'nginx.pid')};\nerror_log ${join(dir, 'error.log')};\nevents { worker_connections 64; }\n` +
      `http {\n  access_log off;\n${temp}\n  include ${join(dir, 'site.conf')};\n}\n`,
  );
  return path;
}

/** nginx in the foreground on `conf`; resolves once it accepts connections on `port`. */
export async function startNginx(nginx: string, dir: string, conf: string, port: number): Promise<ChildProcess> {
  const child = spawn(nginx, ['-p', dir, '-c', conf, '-g', 'daemon off;'], { stdio: 'ignore' });
  for (let i = 0; i < 100; i += 1) {
    if (await accepts(port)) return child;
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill();
  throw new Error(`nginx did not listen on ${port}: ${readFileSync(join(dir, 'error.log'), 'utf8')}`);
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => { socket.destroy(); resolve(true); });
    socket.once('error', () => resolve(false));
  });
}

export interface Echo {
  method?: string;
  url?: string;
  host?: string;
  xff?: string;
  proto?: string;
  bytes: number;
}

/** A stand-in for the shop: answers what reached it (headers and body size). */
export function echoServer(): Promise<{ port: number; server: Server }> {
  const server = createHttpServer((req, res) => {
    let bytes = 0;
    req.on('data', (chunk: Buffer) => (bytes += chunk.length));
    req.on('end', () => {
      const echo: Echo = { method: req.method, url: req.url, host: req.headers.host, xff: req.headers['x-forwarded-for'] as string | undefined, proto: req.headers['x-forwarded-proto'] as string | undefined, bytes };
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(echo));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ port: (server.address() as AddressInfo).port, server })));
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request to 127.0.0.1, over TLS (the self-signed certificate accepted) or not. */
export function send(tls: boolean, port: number, path: string, opts: { method?: string; headers?: Record<string, string>; body?: Buffer } = {}): Promise<Answer> {
  const request = tls ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: opts.method ?? 'GET', headers: opts.headers, rejectUnauthorized: false, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}
