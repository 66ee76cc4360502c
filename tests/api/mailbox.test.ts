import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isForwarded, isLoopback, isLoopbackHost } from '../../src/server/mail/mailbox.routes.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { listen } from './http-server.ts';

let ctx: TestContext;
let server: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  ctx = await createTestContext();
  server = await listen(ctx);
});
afterAll(async () => {
  await server.close();
  await ctx.close();
});

/** An address of this machine that is not loopback, as another computer on the network would reach it. */
const external = Object.values(networkInterfaces())
  .flat()
  .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

const PATHS = ['/dev/mailbox', '/dev/mailbox.json'];

/** A GET with exactly these headers, Host included (fetch always sends the URL's own host). */
function get(host: string, port: number, path: string, headers: Record<string, string>): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host, port, path, headers }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** What a proxy on the same host adds to a stranger's request before passing it to the shop on 127.0.0.1. */
const PROXY_HEADERS: Record<string, string>[] = [
  { 'x-forwarded-for': '203.0.113.9' },
  { 'x-forwarded-for': '127.0.0.1' },
  { forwarded: 'for=203.0.113.9;proto=https' },
  { 'x-real-ip': '203.0.113.9' },
  { 'x-forwarded-host': 'shop.example.com' },
  { 'x-forwarded-proto': 'https' },
  { via: '1.1 caddy' },
];

describe(`the development mailbox (${TEST_DIALECT})`, () => {
  it('answers a client on the machine itself', async () => {
    for (const path of PATHS) {
      expect((await fetch(`http://127.0.0.1:${server.port}${path}`)).status).toBe(200);
      for (const host of ['localhost', `localhost:${server.port}`, `[::1]:${server.port}`]) expect((await get('127.0.0.1', server.port, path, { host })).status, host).toBe(200);
    }
  });

  it.skipIf(!external)('does not answer a client on the network, whatever its headers say', async () => {
    for (const path of PATHS) {
      const res = await get(external!, server.port, path, { 'x-forwarded-for': '127.0.0.1', host: 'localhost' });
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('Outbox');
    }
  });

  it('does not answer a request that came through a proxy on the same host (any forwarding header)', async () => {
    for (const headers of PROXY_HEADERS) {
      for (const path of PATHS) {
        const res = await fetch(`http://127.0.0.1:${server.port}${path}`, { headers });
        expect(res.status, `${path} ${JSON.stringify(headers)}`).toBe(404);
        expect(await res.text()).not.toContain('Outbox');
      }
      expect((await ctx.app.request('/dev/mailbox.json', { headers })).status, JSON.stringify(headers)).toBe(404);
    }
  });

  it('does not answer a request naming another host (a proxy passing the public name, a page using DNS rebinding)', async () => {
    for (const host of ['shop.example.com', 'evil.example:8080', '127.0.0.1.nip.io']) {
      for (const path of PATHS) {
        const res = await get('127.0.0.1', server.port, path, { host });
        expect(res.status, `${path} Host: ${host}`).toBe(404);
        expect(res.text).not.toContain('Outbox');
      }
    }
  });

  it('does not answer at all when TRUST_PROXY says a proxy is in front of the shop', async () => {
    const proxied = await createTestContext({ TRUST_PROXY: '1' });
    const proxiedServer = await listen(proxied);
    try {
      for (const path of PATHS) {
        const res = await fetch(`http://127.0.0.1:${proxiedServer.port}${path}`);
        expect(res.status, path).toBe(404);
        expect(await res.text()).not.toContain('Outbox');
      }
    } finally {
      await proxiedServer.close();
      await proxied.close();
    }
  });

  it.skipIf(!external)('under `npm run dev` (the dev server’s API app) does not answer a client on the network either', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'om-dev-'));
    const saved = { ...process.env };
    Object.assign(process.env, { NODE_ENV: 'development', DATA_DIR: dataDir, LOG_LEVEL: 'silent', PASSWORD_HASH_LOG2N: '10' });
    delete process.env.DATABASE_URL;
    const { createDevApp } = await import('../../src/server/dev/dev-app.ts');
    const app = await createDevApp();
    process.env = saved;
    const dev = await new Promise<{ port: number; close: () => Promise<void> }>((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '0.0.0.0' }, (info: AddressInfo) => {
        resolve({ port: info.port, close: () => new Promise<void>((done) => s.close(() => done())) });
      });
    });
    try {
      expect((await fetch(`http://127.0.0.1:${dev.port}/dev/mailbox.json`)).status).toBe(200);
      expect((await get(external!, dev.port, '/dev/mailbox.json', { host: 'localhost' })).status).toBe(404);
    } finally {
      await dev.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('knows loopback addresses in every form a socket reports them', () => {
    expect(['127.0.0.1', '127.8.0.3', '::1', '::ffff:127.0.0.1'].every(isLoopback)).toBe(true);
    expect(['192.0.2.2', '::ffff:10.0.0.1', 'fd00::2', '1127.0.0.1', '127.evil.example'].some(isLoopback)).toBe(false);
    expect(['localhost', 'LOCALHOST', 'app.localhost', '127.0.0.1', '[::1]'].every(isLoopbackHost)).toBe(true);
    expect(['shop.example.com', '127.0.0.1.nip.io', 'localhost.example', '[fd00::2]'].some(isLoopbackHost)).toBe(false);
    expect(isForwarded(new Headers({ 'X-Forwarded-Port': '443' }))).toBe(true);
    expect(isForwarded(new Headers({ accept: 'application/json', 'user-agent': 'x' }))).toBe(false);
  });
});
