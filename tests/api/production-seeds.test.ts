import { spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { createLogger, type Logger } from '../../src/server/logger.ts';
import { runSeeds } from '../../src/server/seed/seed.ts';
import { demoMember } from '../../src/server/seed/demo-member.ts';
import { catalogueSeeds, demoSeeds, seedAtStart, seedsAtStart, seedsOnRequest } from '../../src/server/seed/index.ts';
import { createTestContext, TEST_APP_SECRET, TEST_DIALECT, type TestContext } from './harness.ts';

const ROOT = new URL('../../', import.meta.url).pathname;
const keys = () => generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
const app = keys();
const alipay = keys();

/** What a production shop is started with: a real payment provider, a secret, SMTP. */
const PRODUCTION = {
  NODE_ENV: 'production',
  APP_SECRET: TEST_APP_SECRET,
  SMTP_URL: 'smtp://127.0.0.1:2525',
  PAYMENTS_PROVIDER: 'alipay',
  ALIPAY_APP_ID: '2021000000000001',
  ALIPAY_PRIVATE_KEY: app.privateKey,
  ALIPAY_PUBLIC_KEY: alipay.publicKey,
  PUBLIC_SITE_URL: 'https://shop.example',
  // The harness hashes passwords cheaply, below production's minimum.
  ALLOW_UNSAFE_DEFAULTS: 'true',
};

const opened: TestContext[] = [];
async function productionShop(env: Record<string, string> = {}): Promise<TestContext> {
  const ctx = await createTestContext({ ...PRODUCTION, ...env });
  opened.push(ctx);
  return ctx;
}
afterAll(async () => {
  for (const ctx of opened) await ctx.close();
});

const mediaDir = (ctx: TestContext) => join(ctx.config.dataDir, 'media');
const start = (ctx: TestContext, logger: Logger = createLogger('silent')) => seedAtStart({ db: ctx.db, mediaDir: mediaDir(ctx), config: ctx.config, logger });

/** `npm run db:seed -- <args>` on the shop's database, as the operator runs it. */
function dbSeed(ctx: TestContext, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, ['scripts/db-seed.ts', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 170_000,
    env: { ...process.env, ...PRODUCTION, PASSWORD_HASH_LOG2N: '17', DATA_DIR: ctx.config.dataDir, DATABASE_URL: ctx.config.databaseUrl, LOG_LEVEL: 'silent', ...env },
  });
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}

/** Everything a shopper could read as activity of other shoppers, and what the catalogue holds. */
async function shopState(ctx: TestContext) {
  const k = ctx.db.kysely;
  const count = async (table: 'members' | 'operators' | 'reviews' | 'video_views' | 'video_comments' | 'goods' | 'videos' | 'seed_runs') =>
    Number((await k.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const goods = await k.selectFrom('goods').select(['sales', 'review_count', 'review_score_sum']).execute();
  const videos = await k.selectFrom('videos').select('views').execute();
  return {
    members: await count('members'),
    operators: await count('operators'),
    reviews: await count('reviews'),
    videoViews: await count('video_views'),
    videoComments: await count('video_comments'),
    sold: goods.reduce((n, g) => n + Number(g.sales), 0),
    reviewed: goods.reduce((n, g) => n + Number(g.review_count) + Number(g.review_score_sum), 0),
    viewed: videos.reduce((n, v) => n + Number(v.views), 0),
    goods: await count('goods'),
    videos: await count('videos'),
    seedRuns: await count('seed_runs'),
  };
}

const NOTHING = { members: 0, operators: 0, reviews: 0, videoViews: 0, videoComments: 0, sold: 0, reviewed: 0, viewed: 0, goods: 0, videos: 0, seedRuns: 0 };
/** The demo catalogue alone: goods and videos, and not one trace of a shopper. */
const CATALOGUE_ONLY = { ...NOTHING, goods: expect.any(Number), videos: 8, seedRuns: 4 };

describe(`seeding a production shop (${TEST_DIALECT})`, () => {
  it('a production start on an empty database seeds nothing: no members, reviews, sales, view counts or goods', async () => {
    const ctx = await productionShop();
    expect(await start(ctx)).toEqual([]);
    expect(await shopState(ctx)).toEqual(NOTHING);
    // And the seeding command, asked nothing more, refuses and says how to ask.
    const seeded = dbSeed(ctx, []);
    expect(seeded.out).toContain('--demo');
    expect(seeded.status).toBe(2);
    expect(await shopState(ctx)).toEqual(NOTHING);
    // Nobody signs in with the demo password.
    const login = await ctx.call('POST', '/api/member/login', { json: { account: 'demo', pwd: 'demo123' } });
    expect(login.body.code).toBe(-1);
  }, 180_000);

  it('with DEMO_DATA=true a production start seeds the demo catalogue alone: no members, reviews, sales or view counts', async () => {
    const ctx = await productionShop({ DEMO_DATA: 'true' });
    expect(await start(ctx)).toEqual(['demo-catalogue', 'demo-catalogue-texts', 'demo-banners', 'demo-videos']);
    const state = await shopState(ctx);
    expect(state).toEqual(CATALOGUE_ONLY);
    expect(state.goods).toBeGreaterThanOrEqual(60);
    const banners = await ctx.db.kysely.selectFrom('banners').select('id').execute();
    expect(banners.length).toBeGreaterThan(0);
    // The next start adds nothing.
    expect(await start(ctx)).toEqual([]);
    expect(await shopState(ctx)).toEqual(state);
  }, 180_000);

  it('`npm run db:seed -- --demo` on a production shop seeds the same catalogue alone', async () => {
    const ctx = await productionShop();
    // The pictures the previous test rendered serve again (rendering skips files on disk): only rows are written.
    const rendered = opened.map(mediaDir).find((dir) => existsSync(join(dir, 'goods')));
    if (rendered) {
      rmSync(mediaDir(ctx), { recursive: true, force: true });
      mkdirSync(ctx.config.dataDir, { recursive: true });
      symlinkSync(rendered, mediaDir(ctx));
    }
    const seeded = dbSeed(ctx, ['--demo']);
    expect(seeded.out).toContain('seeded: demo-catalogue, demo-catalogue-texts, demo-banners, demo-videos');
    expect(seeded.status).toBe(0);
    expect(await shopState(ctx)).toEqual(CATALOGUE_ONLY);
  }, 180_000);

  it('a production start warns of the demo member an earlier version seeded, while it is there', async () => {
    const ctx = await productionShop();
    await runSeeds({ db: ctx.db, mediaDir: mediaDir(ctx) }, [demoMember]);
    const warnings: string[] = [];
    const logger = createLogger('warn', (line) => warnings.push(line) > 0);
    expect(await start(ctx, logger)).toEqual([]);
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0]!)).toMatchObject({ level: 'warn', member: expect.stringContaining('demo123') });
    await ctx.db.kysely.deleteFrom('members').where('account_key', '=', 'demo').execute();
    await start(ctx, logger);
    expect(warnings).toHaveLength(1);
  });

  it('outside production a start and `npm run db:seed` keep the whole demo shop; DEMO_DATA=false seeds nothing at start', () => {
    const names = (seeds: { name: string }[]) => seeds.map((s) => s.name);
    const development = loadConfig({ NODE_ENV: 'development' });
    expect(development.demoData).toBe(true);
    expect(names(seedsAtStart(development))).toEqual(['demo-member', 'demo-catalogue', 'demo-catalogue-texts', 'demo-banners', 'demo-reviews', 'demo-videos', 'demo-operator']);
    expect(seedsOnRequest(development, false)).toBe(demoSeeds);
    expect(seedsAtStart(loadConfig({ NODE_ENV: 'development', DEMO_DATA: 'false' }))).toEqual([]);

    const production = loadConfig(PRODUCTION);
    expect(production.demoData).toBe(false);
    expect(seedsAtStart(production)).toEqual([]);
    expect(seedsOnRequest(production, false)).toEqual([]);
    expect(seedsOnRequest(production, true)).toBe(catalogueSeeds);
    expect(seedsAtStart(loadConfig({ ...PRODUCTION, DEMO_DATA: 'true' }))).toBe(catalogueSeeds);
  });
});
