import type pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { LAG_CHECK_MS, MAX_REST_MS, readingPool, ReplicaHealth, REPLICA_REST_MS } from './replica.ts';

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5433'), { code: 'ECONNREFUSED' });

/** A pool of one connection whose queries answer `answer(sql)`, recording what ran and how it was released. */
function fakePool(name: string, answer: (sql: string) => Promise<unknown> = async () => ({ rows: [{ from: name }] })) {
  const ran: string[] = [];
  const released: (boolean | undefined)[] = [];
  const client = { query: vi.fn((text: string) => (ran.push(text), answer(text))), release: (destroy?: boolean) => void released.push(destroy) };
  const pool = { options: { name }, connect: vi.fn(async () => client), query: vi.fn(async () => ({ rows: [{ lag: 0 }] })), end: vi.fn(async () => {}) };
  return { pool: pool as unknown as pg.Pool, spy: pool, ran, released };
}

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, pass: (ms: number) => void (t += ms) };
}

describe('ReplicaHealth', () => {
  it('sets the standby aside for a few seconds, saying why once', () => {
    const c = clock();
    const reasons: string[] = [];
    const health = new ReplicaHealth(30, (r) => reasons.push(r), c.now);
    expect(health.usable()).toBe(true);
    health.rest('refused');
    health.rest('refused again');
    expect(health.usable()).toBe(false);
    c.pass(REPLICA_REST_MS);
    expect(health.usable()).toBe(true);
    expect(reasons).toEqual(['refused']);
  });

  it('rests a standby that keeps failing longer each time, up to a minute, and briefly again once it answers', () => {
    const c = clock();
    const health = new ReplicaHealth(30, undefined, c.now);
    const rests: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      health.rest('refused');
      let waited = 0;
      for (; !health.usable(); waited += 1000) c.pass(1000);
      rests.push(waited);
    }
    expect(rests).toEqual([REPLICA_REST_MS, 2 * REPLICA_REST_MS, 4 * REPLICA_REST_MS, 8 * REPLICA_REST_MS, MAX_REST_MS, MAX_REST_MS]);
    health.answered();
    health.rest('refused');
    c.pass(REPLICA_REST_MS);
    expect(health.usable()).toBe(true);
  });

  it('sets it aside when it lags past the limit, not before', () => {
    const health = new ReplicaHealth(30, undefined, clock().now);
    health.lagged(30);
    expect(health.usable()).toBe(true);
    health.lagged(31);
    expect(health.usable()).toBe(false);
  });

  it('asks for the lag once per interval', () => {
    const c = clock();
    const health = new ReplicaHealth(30, undefined, c.now);
    expect(health.lagCheckDue()).toBe(true);
    expect(health.lagCheckDue()).toBe(false);
    c.pass(LAG_CHECK_MS);
    expect(health.lagCheckDue()).toBe(true);
  });
});

describe('readingPool', () => {
  it('reads from the standby while it answers', async () => {
    const standby = fakePool('standby');
    const primary = fakePool('primary');
    const client = await readingPool(standby.pool, primary.pool, new ReplicaHealth(30)).connect();
    expect(await client.query('select 1', [])).toEqual({ rows: [{ from: 'standby' }] });
    client.release();
    expect(standby.released).toEqual([undefined]);
    expect(primary.spy.connect).not.toHaveBeenCalled();
  });

  it('takes a primary connection when the standby refuses, and leaves the standby alone a while', async () => {
    const c = clock();
    const standby = fakePool('standby');
    standby.spy.connect.mockRejectedValue(refused());
    const primary = fakePool('primary');
    const health = new ReplicaHealth(30, undefined, c.now);
    const pool = readingPool(standby.pool, primary.pool, health);
    expect(await (await pool.connect()).query('select 1', [])).toEqual({ rows: [{ from: 'primary' }] });
    await pool.connect();
    expect(standby.spy.connect).toHaveBeenCalledTimes(1);
    expect(primary.spy.connect).toHaveBeenCalledTimes(2);
    c.pass(REPLICA_REST_MS);
    await pool.connect();
    expect(standby.spy.connect).toHaveBeenCalledTimes(2);
  });

  it('runs a query the standby lost on the primary, which keeps the rest of the connection', async () => {
    const standby = fakePool('standby', async () => Promise.reject(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })));
    const primary = fakePool('primary');
    const health = new ReplicaHealth(30);
    const client = await readingPool(standby.pool, primary.pool, health).connect();
    expect(await client.query('select 2', [])).toEqual({ rows: [{ from: 'primary' }] });
    expect(await client.query('select 3', [])).toEqual({ rows: [{ from: 'primary' }] });
    client.release();
    expect(standby.released).toEqual([true]);
    expect(primary.released).toEqual([undefined]);
    expect(primary.ran).toEqual(['select 2', 'select 3']);
    expect(health.usable()).toBe(false);
  });

  it('runs a read cancelled by a recovery conflict on the primary, keeping the standby in use', async () => {
    const standby = fakePool('standby', async () => Promise.reject(Object.assign(new Error('canceling statement due to conflict with recovery'), { code: '40001' })));
    const primary = fakePool('primary');
    const health = new ReplicaHealth(30);
    const client = await readingPool(standby.pool, primary.pool, health).connect();
    expect(await client.query('select 4', [])).toEqual({ rows: [{ from: 'primary' }] });
    expect(standby.released).toEqual([false]);
    expect(health.usable()).toBe(true);
  });

  it('lets an error of the query itself through, on the standby', async () => {
    const standby = fakePool('standby', async () => Promise.reject(Object.assign(new Error('syntax error'), { code: '42601' })));
    const primary = fakePool('primary');
    const client = await readingPool(standby.pool, primary.pool, new ReplicaHealth(30)).connect();
    await expect(client.query('selec 5', [])).rejects.toThrow('syntax error');
    expect(primary.spy.connect).not.toHaveBeenCalled();
  });

  it('sets aside a standby that reports too much lag', async () => {
    const standby = fakePool('standby');
    standby.spy.query.mockResolvedValue({ rows: [{ lag: 120 }] });
    const health = new ReplicaHealth(30);
    await readingPool(standby.pool, fakePool('primary').pool, health).connect();
    await vi.waitFor(() => expect(health.usable()).toBe(false));
  });
});
