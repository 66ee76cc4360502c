import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanUp } from '../../src/server/jobs/cleanup.ts';
import { runOnce } from '../../src/server/jobs/scheduler.ts';
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

  it.runIf(TEST_DIALECT === 'postgres')('skips the run while another instance holds the jobs lock', async () => {
    let runs = 0;
    const job = { name: 'locked', everyMs: 1000, run: async () => void (runs += 1) };
    await ctx.db.kysely.connection().execute(async (other) => {
      await sql`select pg_advisory_lock(714202611)`.execute(other);
      try {
        expect(await runOnce(ctx.db, createLogger('silent'), job)).toBe(false);
      } finally {
        await sql`select pg_advisory_unlock(714202611)`.execute(other);
      }
    });
    expect(runs).toBe(0);
    expect(await runOnce(ctx.db, createLogger('silent'), job)).toBe(true);
  });
});
