/**
 * The PostgreSQL pool's two waits (decision 064 and database.ts POOL_WAIT_MS): a query waits its turn behind busy
 * connections for longer than it waits for a database host to answer at all. A burst queued behind the pool on a
 * slow machine used to fail after 5 s as if the database were down.
 */
import { createServer, type Server, type Socket } from 'node:net';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/database.ts';
import { isOutage } from '../../src/server/db/outage.ts';
import { TEST_DIALECT } from './harness.ts';

if (TEST_DIALECT !== 'postgres') console.log('pg-pool.test.ts: runs in the PostgreSQL pass only');

/** A server that accepts connections and never says a word, as a host dropping packets after the handshake. */
async function silentServer(): Promise<{ port: number; server: Server; sockets: Socket[] }> {
  const sockets: Socket[] = [];
  const server = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as { port: number }).port, server, sockets };
}

describe.runIf(TEST_DIALECT === 'postgres')('the PostgreSQL pool', () => {
  const closers: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const close of closers) await close();
  });

  it('lets a query wait longer than the connect timeout for a busy pool, and still gives up on a silent host in 5 s', async () => {
    const db = openDatabase(process.env.TEST_DATABASE_URL!, { connections: 1 });
    closers.push(() => db.close());
    const silent = await silentServer();
    closers.push(async () => {
      silent.sockets.forEach((s) => s.destroy());
      await new Promise((resolve) => silent.server.close(resolve));
    });
    const unreachable = openDatabase(`postgres://shop@127.0.0.1:${silent.port}/shop`, { connections: 1 });
    closers.push(() => unreachable.close());

    const started = performance.now();
    const holder = sql`select pg_sleep(6)`.execute(db.kysely);
    // Asked while the only connection sleeps: it waits its turn (6 s) instead of failing at 5 s.
    const queued = sql<{ n: number }>`select 1 as n`.execute(db.kysely).then((r) => ({ n: r.rows[0]!.n, ms: performance.now() - started }));
    const refused = sql`select 1`.execute(unreachable.kysely).then(
      () => ({ error: undefined, ms: performance.now() - started }),
      (error: unknown) => ({ error, ms: performance.now() - started }),
    );
    const [, waited, silentHost] = await Promise.all([holder, queued, refused]);
    expect(waited.n).toBe(1);
    expect(waited.ms).toBeGreaterThan(5500);
    expect(silentHost.error, 'a host that never answers fails').toBeInstanceOf(Error);
    expect(isOutage(silentHost.error), String(silentHost.error)).toBe(true);
    expect(silentHost.ms).toBeGreaterThan(4500);
    expect(silentHost.ms).toBeLessThan(9000);
  }, 20_000);
});
