import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLoopback } from '../../src/server/mail/mailbox.routes.ts';
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

describe(`the development mailbox (${TEST_DIALECT})`, () => {
  it('answers a client on the machine itself', async () => {
    for (const path of ['/dev/mailbox', '/dev/mailbox.json']) {
      expect((await fetch(`http://127.0.0.1:${server.port}${path}`)).status).toBe(200);
    }
  });

  it.skipIf(!external)('does not answer a client on the network, whatever its headers say', async () => {
    for (const path of ['/dev/mailbox', '/dev/mailbox.json']) {
      const res = await fetch(`http://${external}:${server.port}${path}`, { headers: { 'x-forwarded-for': '127.0.0.1', host: 'localhost' } });
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('Outbox');
    }
  });

  it('knows loopback addresses in every form a socket reports them', () => {
    expect(['127.0.0.1', '127.8.0.3', '::1', '::ffff:127.0.0.1'].every(isLoopback)).toBe(true);
    expect(['192.0.2.2', '::ffff:10.0.0.1', 'fd00::2', '1127.0.0.1'].some(isLoopback)).toBe(false);
  });
});
