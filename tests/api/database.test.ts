import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { runSeeds, type Seed } from '../../src/server/seed/seed.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const audit = (action: string): Seed => ({
  name: `test-${action}`,
  run: async (trx) => {
    await trx.insertInto('audit_log').values({ actor: 'seed', action, target: null, detail: null, created_at: new Date().toISOString() }).execute();
  },
});

describe(`database on ${TEST_DIALECT}`, () => {
  it('migrates once; running the migrator again applies nothing', async () => {
    const again = await migrateToLatest(ctx.db);
    expect(again.results).toEqual([]);
  });

  it('runs each seed once, however often seeding runs', async () => {
    expect(await runSeeds({ db: ctx.db, mediaDir: '' }, [audit('one'), audit('two')])).toEqual(['test-one', 'test-two']);
    expect(await runSeeds({ db: ctx.db, mediaDir: '' }, [audit('one'), audit('two')])).toEqual([]);
    const rows = await ctx.db.kysely.selectFrom('audit_log').select('action').where('actor', '=', 'seed').execute();
    expect(rows.map((r) => r.action).sort()).toEqual(['one', 'two']);
  });

  it('leaves nothing behind from a seed that fails halfway', async () => {
    const broken: Seed = {
      name: 'test-broken',
      run: async (trx) => {
        await audit('half').run(trx, { db: ctx.db, mediaDir: '' });
        throw new Error('boom');
      },
    };
    await expect(runSeeds({ db: ctx.db, mediaDir: '' }, [broken])).rejects.toThrow('boom');
    const half = await ctx.db.kysely.selectFrom('audit_log').select('id').where('action', '=', 'half').execute();
    expect(half).toEqual([]);
    const recorded = await ctx.db.kysely.selectFrom('seed_runs').select('name').where('name', '=', 'test-broken').execute();
    expect(recorded).toEqual([]);
  });

  it('returns integer ids and counts as numbers', async () => {
    const row = await ctx.db.kysely
      .selectFrom('audit_log')
      .select((eb) => [eb.fn.countAll().as('n'), eb.fn.max('id').as('maxId')])
      .executeTakeFirstOrThrow();
    expect(typeof row.n).toBe('number');
    expect(typeof row.maxId).toBe('number');
  });

  it.skipIf(TEST_DIALECT !== 'sqlite')('creates the SQLite file and its journal readable by the shop user only', async () => {
    const { statSync, existsSync } = await import('node:fs');
    const path = ctx.config.databaseUrl.replace(/^sqlite:/, '');
    expect(statSync(path).mode & 0o777).toBe(0o600);
    for (const journal of [`${path}-wal`, `${path}-shm`]) if (existsSync(journal)) expect(statSync(journal).mode & 0o077, journal).toBe(0);
  });
});
