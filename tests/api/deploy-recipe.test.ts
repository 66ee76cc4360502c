/**
 * The deployment recipe in deploy/, checked without a container runtime: the files the engines read load in
 * those engines (nginx -t, varnishd -C, systemd-analyze verify), the nginx site answers as the shop expects
 * behind it, and the compose file, the Dockerfile and the env file agree with what the shop reads.
 * Nothing here touches the database: it runs in the SQLite pass only.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ConfigError, loadConfig } from '../../src/server/config.ts';
import { TEST_DIALECT } from './harness.ts';
import {
  composeInterpolations, configVariables, DEPLOY, echoServer, envFileLines, findBinary, freePort, nginxMainFile,
  readDeploy, ROOT, run, selfSignedCertificate, send, startNginx, type Echo,
} from './deploy-recipe-support.ts';

const inThisPass = TEST_DIALECT === 'sqlite';
if (!inThisPass) console.warn('deployment recipe: checked in the SQLite pass only (it does not use the database)');
const skipped = (what: string, why: string) => console.warn(`deployment recipe: ${what} skipped, ${why}`);

const known = configVariables();
const unknown = (names: Iterable<string>) => [...names].filter((n) => !known.has(n));

interface Service { image?: string; build?: { context: string; dockerfile: string; args?: Record<string, string> }; env_file?: string; environment?: Record<string, string>; volumes?: string[]; depends_on?: Record<string, { condition: string }> | string[]; healthcheck?: unknown; network_mode?: string; command?: string[] }
const composeText = readDeploy('compose.yaml');
const compose = parse(composeText) as { services: Record<string, Service>; volumes: Record<string, unknown> };

describe.skipIf(!inThisPass)('deploy/.env.example', () => {
  const lines = envFileLines(readDeploy('.env.example'));
  const named = new Set(lines.map((l) => l.name));

  it('explains every variable the shop reads, and names nothing else but what compose.yaml reads', () => {
    expect([...known].filter((n) => !named.has(n))).toEqual([]);
    const composeOwn = composeInterpolations(composeText);
    expect(unknown(named).filter((n) => !composeOwn.has(n))).toEqual([]);
  });

  it('leaves every secret empty, so the shop refuses to start until the host has made its own', () => {
    const env = Object.fromEntries(lines.filter((l) => !l.commented).map((l) => [l.name, l.value]));
    for (const secret of ['APP_SECRET', 'SMTP_URL', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY', 'POSTGRES_PASSWORD']) expect(env[secret], secret).toBe('');
    expect(() => loadConfig({ ...env, NODE_ENV: 'production' })).toThrow(ConfigError);
  });

  it('filled in, is a production configuration the shop starts with: real payments, no demo data, one proxy', () => {
    const env = Object.fromEntries(lines.filter((l) => !l.commented).map((l) => [l.name, l.value]));
    // Keys as Alipay's key tool hands them out: bare base64 of PKCS#8 and SPKI.
    const rsa = () => generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'der' }, publicKeyEncoding: { type: 'spki', format: 'der' } });
    const app = rsa();
    const alipay = rsa();
    const config = loadConfig({
      ...env, NODE_ENV: 'production', APP_SECRET: randomBytes(48).toString('base64'), PUBLIC_SITE_URL: 'https://shop.example.com',
      SMTP_URL: 'smtps://no-reply%40example.com:pw@smtp.example.com:465', ALIPAY_APP_ID: '2021000000000000',
      ALIPAY_PRIVATE_KEY: app.privateKey.toString('base64'), ALIPAY_PUBLIC_KEY: alipay.publicKey.toString('base64'),
    });
    expect(config).toMatchObject({ production: true, paymentsProvider: 'alipay', demoData: false, trustProxy: 1, mailFrom: 'Orchid Mall <no-reply@example.com>' });
  });
});

describe.skipIf(!inThisPass)('deploy/compose.yaml', () => {
  const { services } = compose;

  it('runs two identical shops from deploy/Dockerfile on one PostgreSQL, sharing one data volume', () => {
    expect(Object.keys(services).sort()).toEqual(['nginx', 'postgres', 'shop-a', 'shop-b', 'varnish']);
    const shop = services['shop-a']!;
    expect(services['shop-b']).toEqual(shop);
    expect(shop.build).toEqual({ context: '..', dockerfile: 'deploy/Dockerfile', args: { PUBLIC_SITE_URL: '${PUBLIC_SITE_URL:?set PUBLIC_SITE_URL in deploy/.env}' } });
    expect(existsSync(join(DEPLOY, shop.build!.context, shop.build!.dockerfile))).toBe(true);
    const dockerfile = readFileSync(join(DEPLOY, shop.build!.context, shop.build!.dockerfile), 'utf8');
    for (const arg of Object.keys(shop.build!.args ?? {})) expect(dockerfile).toMatch(new RegExp(`^ARG ${arg}$`, 'm'));
    expect(shop.volumes).toEqual(['shop-data:/data', 'backups:/backups']);
    expect(Object.keys(compose.volumes).sort()).toEqual(['backups', 'postgres-data', 'shop-data']);
    expect(shop.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    expect(services.postgres!.healthcheck).toBeTruthy();
    expect(services.postgres!.volumes).toEqual(['postgres-data:/var/lib/postgresql/data']);
  });

  it('gives the shops only variables the shop reads, secrets from .env and never written in the file', () => {
    const shop = services['shop-a']!;
    const env = shop.environment!;
    expect(shop.env_file).toBe('.env');
    expect(unknown(Object.keys(env))).toEqual([]);
    expect(env).toMatchObject({ NODE_ENV: 'production', DATA_DIR: '/data', TRUST_PROXY: '3' });
    expect(env.DATABASE_URL).toMatch(/^postgres:\/\/orchid:\$\{POSTGRES_PASSWORD:\?[^}]+\}@postgres:5432\/orchid$/);
    for (const secret of ['APP_SECRET', 'SMTP_URL', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY', 'METRICS_TOKEN', 'S3_SECRET_ACCESS_KEY']) expect(env[secret], secret).toBeUndefined();
    expect(services.postgres!.environment!.POSTGRES_PASSWORD).toMatch(/^\$\{POSTGRES_PASSWORD:\?/);
  });

  it('chains nginx (TLS) → Varnish → nginx (balancer) → shops, every mounted file in the repository', () => {
    const varnish = services.varnish!;
    expect(varnish.network_mode).toBe('service:nginx');
    const listen = varnish.command![varnish.command!.indexOf('-a') + 1];
    const conf = readDeploy('nginx/compose.conf');
    expect(conf).toContain(`server 127.0.0.1:${listen!.replace(':', '')};`);
    expect(services['shop-a']!.environment!.CDN_PURGE_URLS).toBe(`http://nginx${listen}/`);
    for (const shop of ['shop-a', 'shop-b']) expect(conf).toContain(`server ${shop}:4321`);
    const mounts = [...services.nginx!.volumes!, ...varnish.volumes!].map((v) => v.split(':')[0]!).filter((v) => v.startsWith('./'));
    for (const file of mounts.filter((m) => !m.startsWith('./varnish/'))) expect(existsSync(join(DEPLOY, file)), file).toBe(true);
    const vcl = mounts.filter((m) => m.startsWith('./varnish/'));
    expect(vcl).toEqual(['./varnish/default.vcl', './varnish/site.vcl']);
    const backend = /backend default \{[^}]*\.port = "(\d+)"/.exec(readDeploy('varnish/site.vcl'))?.[1];
    expect(conf).toContain(`listen 127.0.0.1:${backend};`);
  });
});

describe.skipIf(!inThisPass)('deploy/Dockerfile', () => {
  const text = readDeploy('Dockerfile');
  const base = /^ARG NODE_IMAGE=(\S+)$/m.exec(text)?.[1];
  const stages = text.split(/^FROM /m).slice(1);

  it('builds and runs on Node 24, as a user other than root, checking /api/health, migrating at start', () => {
    expect(base).toMatch(/^node:24[-.]/);
    expect(stages.map((s) => s.split(/\s/)[0])).toEqual(['${NODE_IMAGE}', '${NODE_IMAGE}']);
    const runtime = stages.at(-1)!;
    const user = [...runtime.matchAll(/^USER (\S+)$/gm)].at(-1)?.[1];
    expect(user).toBeDefined();
    expect(['root', '0']).not.toContain(user);
    expect(runtime).toMatch(/^HEALTHCHECK .*\n?.*\/api\/health/m);
    expect(runtime).toMatch(/^EXPOSE 4321$/m);
    expect(runtime).toMatch(/^CMD \["node", "src\/server\/main\.ts"\]$/m);
    expect(stages[0]).toMatch(/^RUN npm install /m);
    expect(stages[0]).toMatch(/npm run build && npm prune --omit=dev/);
    for (const path of ['dist', 'src', 'scripts', 'node_modules']) expect(runtime).toContain(`COPY --from=build /app/${path} ./${path}`);
  });

  it('leaves what the image makes itself and every secret out of the build context', () => {
    const ignored = readDeploy('../.dockerignore').split('\n').map((l) => l.trim());
    for (const entry of ['node_modules', 'dist', 'data', '.env', '**/.env', '.git']) expect(ignored).toContain(entry);
  });
});

describe.skipIf(!inThisPass)('deploy/systemd', () => {
  it('the units load in systemd-analyze verify', () => {
    const analyze = findBinary('systemd-analyze');
    if (!analyze) return skipped('systemd-analyze verify', 'systemd-analyze is not installed (apt-get install systemd)');
    const dir = mkdtempSync(join(tmpdir(), 'om-units-'));
    try {
      // The units name /srv/orchid-mall; verify wants their programs to exist, so they point at this checkout.
      const units = ['orchid-mall.service', 'orchid-mall-backup.service', 'orchid-mall-backup.timer'];
      for (const unit of units) writeFileSync(join(dir, unit), readDeploy(`systemd/${unit}`).replaceAll('/srv/orchid-mall', ROOT.replace(/\/$/, '')));
      const out = run(analyze, ['verify', ...units.map((u) => join(dir, u))]);
      expect(out.stderr).toBe('');
      expect(out.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('runs the shop as its own user, writing to DATA_DIR alone, with Node still able to compile', () => {
    const unit = readDeploy('systemd/orchid-mall.service');
    const dataDir = /^Environment=DATA_DIR=(\S+)$/m.exec(unit)?.[1];
    expect(unit).toMatch(/^User=orchid$/m);
    expect(unit).toMatch(/^ProtectSystem=strict$/m);
    expect(unit).toContain(`ReadWritePaths=${dataDir}\n`);
    expect(unit).toMatch(/^NoNewPrivileges=yes$/m);
    expect(unit).toMatch(/^Environment=HOST=127\.0\.0\.1$/m);
    expect(unit).not.toMatch(/^MemoryDenyWriteExecute=/m);
    for (const script of ['systemd/orchid-ops', 'compose-backup.sh']) expect(run('sh', ['-n', join(DEPLOY, script)]).status, script).toBe(0);
  });
});

describe.skipIf(!inThisPass)('deploy/nginx', () => {
  const nginx = findBinary('nginx');
  const openssl = findBinary('openssl');
  const missing = !nginx ? 'nginx is not installed (apt-get install nginx)' : !openssl ? 'openssl is not installed (apt-get install openssl)' : undefined;
  if (missing) skipped('the nginx checks', missing);
  let dir = '';
  let upstream: { port: number; server: Server } | undefined;
  let running: ChildProcess | undefined;
  const ports = { http: 0, https: 0 };

  beforeAll(async () => {
    if (missing) return;
    dir = mkdtempSync(join(tmpdir(), 'om-nginx-'));
    // nginx started by root runs its workers as nobody, who must reach the temporary files of request bodies.
    chmodSync(dir, 0o755);
    selfSignedCertificate(openssl!, dir);
    upstream = await echoServer();
    ports.http = await freePort();
    ports.https = await freePort();
  });
  afterAll(async () => {
    // nginx writes into its directory until it has exited; remove it after that.
    if (running && running.exitCode === null) await new Promise((r) => { running!.once('exit', r); running!.kill('SIGTERM'); });
    await new Promise<void>((r) => (upstream ? upstream.server.close(() => r()) : r()));
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** The site on this machine: its ports, the test certificate, the stand-in shop. */
  const site = () =>
    readDeploy('nginx/orchid-mall.conf')
      .replace(/^\s*listen \[::\].*$/gm, '')
      .replace('listen 80;', `listen 127.0.0.1:${ports.http};`)
      .replace('listen 443 ssl http2;', `listen 127.0.0.1:${ports.https} ssl http2;`)
      .replaceAll('/etc/letsencrypt/live/shop.example.com', dir)
      .replace('server 127.0.0.1:4321', `server 127.0.0.1:${upstream!.port}`);

  it.skipIf(missing)('the site loads (nginx -t) and runs in front of the shop', async () => {
    const conf = nginxMainFile(dir, site());
    const check = run(nginx!, ['-t', '-p', dir, '-c', conf]);
    expect(check.stderr).toContain('test is successful');
    running = await startNginx(nginx!, dir, conf, ports.https);

    const plain = await send(false, ports.http, '/goods/list?page=2', { headers: { host: 'shop.example.com' } });
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe('https://shop.example.com/goods/list?page=2');

    // TRUST_PROXY=1: the right-most X-Forwarded-For entry is the one nginx wrote, whatever the client sent.
    const page = await send(true, ports.https, '/en/goods/list', { headers: { host: 'shop.example.com', 'x-forwarded-for': '6.6.6.6' } });
    const seen = JSON.parse(page.body) as Echo;
    expect(seen).toMatchObject({ url: '/en/goods/list', host: 'shop.example.com', proto: 'https', xff: '6.6.6.6, 127.0.0.1' });
    expect(page.headers['strict-transport-security']).toBeUndefined();

    const body = Buffer.alloc(12 * 1024 * 1024);
    expect((await send(true, ports.https, '/web/api/upload', { method: 'POST', body })).status).toBe(413);
    const video = await send(true, ports.https, '/api/admin/videos/upload/video', { method: 'POST', body });
    expect(video.status).toBe(200);
    expect((JSON.parse(video.body) as Echo).bytes).toBe(body.length);
  });

  it.skipIf(missing)('the compose configuration loads (nginx -t, service names on the loopback)', () => {
    const conf = readDeploy('nginx/compose.conf')
      .replace(/^\s*listen \[::\].*$/gm, '')
      .replace(/server shop-[ab]:4321/g, `server 127.0.0.1:${upstream!.port}`)
      .replaceAll('/etc/nginx/certs', dir);
    const check = run(nginx!, ['-t', '-p', dir, '-c', nginxMainFile(dir, conf)]);
    expect(check.stderr).toContain('test is successful');
  });
});

describe.skipIf(!inThisPass)('deploy/varnish', () => {
  it('default.vcl compiles (varnishd -C) with the xkey vmod', () => {
    const varnishd = findBinary('varnishd');
    if (!varnishd) return skipped('varnishd -C', 'varnishd is not installed (apt-get install varnish varnish-modules)');
    const dir = mkdtempSync(join(tmpdir(), 'om-varnish-'));
    try {
      // varnishd makes its working directory itself, for the unprivileged user it compiles as.
      chmodSync(dir, 0o755);
      const out = run(varnishd, ['-C', '-f', join(DEPLOY, 'varnish/default.vcl'), '-p', `vcl_path=${join(DEPLOY, 'varnish')}`, '-n', join(dir, 'work')]);
      expect(out.status, out.stderr.slice(-2000)).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
