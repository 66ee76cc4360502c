import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanUp } from '../../src/server/jobs/cleanup.ts';
import { listLeases } from '../../src/server/jobs/lease.repository.ts';
import { runOnce, startJobs } from '../../src/server/jobs/scheduler.ts';
import { createLogger } from '../../src/server/logger.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { register } from './members.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe(`background jobs (${TEST_DIALECT})`, () => {
  it('cleans up expired sessions and old codes but keeps live ones', async () => {
    const live = await register(ctx);
    const gone = await register(ctx);
    const goneId = (await ctx.db.kysely.selectFrom('members').select('id').where('account', '=', gone.account).executeTakeFirstOrThrow()).id;
    await ctx.db.kysely.updateTable('sessions').set({ expires_at: '2001-01-01T00:00:00.000Z' }).where('member_id', '=', goneId).execute();
    await ctx.db.kysely.insertInto('email_codes').values({ email: 'x@example.com', purpose: 'bind', code_hash: 'h', expires_at: '2001-01-01T00:00:00.000Z', consumed_at: null, created_at: '2001-01-01T00:00:00.000Z' }).execute();
    const removed = await cleanUp(ctx.db.kysely);
    expect(removed.sessions).toBe(1);
    expect(removed.codes).toBe(1);
    expect((await ctx.call('GET', '/api/member/getMemberInfo', { headers: { token: live.token } })).body.code).toBe(200);
  });

  it('runs a job once and reports a failing job without throwing', async () => {
    let runs = 0;
    expect(await runOnce(ctx.db, createLogger('silent'), { name: 't', everyMs: 1000, run: async () => void (runs += 1) })).toBe(true);
    expect(runs).toBe(1);
    expect(await runOnce(ctx.db, createLogger('silent'), { name: 'bad', everyMs: 1000, run: async () => { throw new Error('x'); } })).toBe(false);
  });

  it('skips the run while another instance holds the lease, and takes it once the lease expired', async () => {
    let runs = 0;
    const job = { name: 'leased', everyMs: 60_000, run: async () => void (runs += 1) };
    const silent = createLogger('silent');
    expect(await runOnce(ctx.db, silent, job, 'instance-a')).toBe(true);
    expect(await runOnce(ctx.db, silent, job, 'instance-b')).toBe(false);
    expect(await runOnce(ctx.db, silent, job, 'instance-a')).toBe(false);
    expect(runs).toBe(1);
    const lease = (await listLeases(ctx.db.kysely)).find((l) => l.name === 'leased')!;
    expect(lease.holder).toBe('instance-a');
    expect(lease.expiresAt - Date.now()).toBeGreaterThan(50_000);

    await ctx.db.kysely.updateTable('job_leases').set({ expires_at: Date.now() - 1 }).where('name', '=', 'leased').execute();
    expect(await runOnce(ctx.db, silent, job, 'instance-b')).toBe(true);
    expect(runs).toBe(2);
  });

  it('gives one lease to one of many instances asking at once', async () => {
    let runs = 0;
    const job = { name: 'burst', everyMs: 60_000, run: async () => void (runs += 1) };
    const taken = await Promise.all(Array.from({ length: 30 }, (_, i) => runOnce(ctx.db, createLogger('silent'), job, `instance-${i}`)));
    expect(taken.filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(1);
    expect((await listLeases(ctx.db.kysely)).find((l) => l.name === 'burst')?.runs).toBe(1);
  });

  it('gives back on a clean stop the leases of jobs not running', async () => {
    let runs = 0;
    const job = { name: 'stopping', everyMs: 60_000, run: async () => void (runs += 1) };
    const jobs = startJobs(ctx.db, createLogger('silent'), [job]);
    await vi.waitFor(() => expect(runs).toBe(1));
    await jobs.stop();
    expect((await listLeases(ctx.db.kysely)).find((l) => l.name === 'stopping')?.expiresAt).toBe(0);
    expect(await runOnce(ctx.db, createLogger('silent'), job, 'next-instance')).toBe(true);
  });
});
