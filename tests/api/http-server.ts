import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import type { TestContext } from './harness.ts';

/** The test shop's API on a real HTTP server (all interfaces, a free port), for what only sockets show. */
export async function listen(ctx: TestContext): Promise<{ port: number; close: () => Promise<void> }> {
  return new Promise((resolve) => {
    const server = serve({ fetch: ctx.app.fetch, port: 0, hostname: '0.0.0.0' }, (info: AddressInfo) => {
      resolve({ port: info.port, close: () => new Promise<void>((done) => server.close(() => done())) });
    });
  });
}
