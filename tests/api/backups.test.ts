/**
 * Backups that restore: orders keep coming while `npm run ops -- backup` runs in its own process, the backup is
 * restored by `npm run ops -- restore` into a new data directory (and, on PostgreSQL, a new database), and the
 * shop started on it finds every order committed before the backup began. A tampered backup and a data
 * directory that is not empty are refused, and the target is left as it was.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { findPgTools } from '../../src/server/backup/postgres-tools.ts';
import { boot } from '../../src/server/boot.ts';
import { createServices } from '../../src/server/services.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { buyer, goodsWithStock, submit, type Buyer } from './order-fixture.ts';

const tools = findPgTools();
const runnable = TEST_DIALECT === 'sqlite' || Boolean(tools.dump && tools.restore);
if (!runnable) console.warn('backups on PostgreSQL: skipped, pg_dump or pg_restore is not installed (apt-get install postgresql-client)');

const root = mkdtempSync(join(tmpdir(), 'om-backups-'));
const extraDatabases: string[] = [];
let ctx: TestContext;
let b: Buyer;
let skuId: number;
const secret = { appSecret: `backed-up-${randomBytes(16).toString('hex')}` };

beforeAll(async () => {
  ctx = await createTestContext({ REGISTER_MAX_PER_IP_HOUR: '10000', CODE_MAX_PER_IP_DAY: '10000' });
  b = await buyer(ctx);
  ({ skuId } = await goodsWithStock(ctx, 1_000_000));
  writeFileSync(join(ctx.config.dataDir, 'secrets.json'), JSON.stringify(secret));
  mkdirSync(join(ctx.config.dataDir, 'media', 'goods'), { recursive: true });
  writeFileSync(join(ctx.config.dataDir, 'media', 'goods', 'shown.webp'), randomBytes(4096));
});
afterAll(async () => {
  await ctx?.close();
  for (const name of extraDatabases) await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  rmSync(root, { recursive: true, force: true });
});

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  await client.query(text).finally(() => client.end());
}

/** A database URL for a restore: a new SQLite file in `dataDir`, or a new empty PostgreSQL database. */
async function newDatabaseUrl(dataDir: string): Promise<string> {
  if (TEST_DIALECT === 'sqlite') return `sqlite:${join(dataDir, 'orchid.db')}`;
  const name = `om_restore_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  extraDatabases.push(name);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** `npm run ops -- …` as its own process, as an operator runs it. */
function ops(env: Record<string, string>, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [new URL('../../scripts/ops.ts', import.meta.url).pathname, ...args],
      { env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env } },
      (err, stdout, stderr) => resolve({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const shopEnv = () => ({ DATA_DIR: ctx.config.dataDir, DATABASE_URL: ctx.config.databaseUrl });

describe.runIf(runnable)(`backups (${TEST_DIALECT})`, () => {
  let backup: string;
  let before: string[] = [];

  it('copies what is committed before the backup begins while orders keep coming', async () => {
    const committed: string[] = [];
    let writing = true;
    const writer = (async () => {
      while (writing) {
        const res = await submit(ctx, b, [{ skuId, quantity: 1 }]);
        expect(res.body.code).toBe(200);
        committed.push(res.body.data.orderNo);
        // In-process requests on SQLite settle without I/O: let timers and the backup process's exit through.
        await new Promise((r) => setImmediate(r));
      }
    })();
    while (committed.length < 20) await new Promise((r) => setTimeout(r, 5));
    before = [...committed];
    backup = join(root, 'backup');
    const made = await ops(shopEnv(), 'backup', backup);
    const during = committed.length - before.length;
    writing = false;
    await writer;
    expect(made.stderr).toBe('');
    expect(made.code).toBe(0);
    expect(made.stdout).toMatch(/backup written to .* in [\d.]+ s: \d+ files/);
    expect(during, 'orders committed while the backup ran').toBeGreaterThan(0);
    const checked = await ops({}, 'backup:check', backup);
    expect(checked.stdout).toContain('is whole');
    expect(checked.code).toBe(0);
  }, 60_000);

  it('restores into a new data directory, and the shop started on it has every order committed before', async () => {
    const dataDir = join(root, 'restored');
    const env = { DATA_DIR: dataDir, DATABASE_URL: await newDatabaseUrl(dataDir) };
    const restored = await ops(env, 'restore', backup);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(readFileSync(join(dataDir, 'media', 'goods', 'shown.webp'))).toEqual(readFileSync(join(ctx.config.dataDir, 'media', 'goods', 'shown.webp')));

    // No APP_SECRET given: the shop reads the restored secrets.json, so signatures made before still hold.
    const runtime = await boot({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PASSWORD_HASH_LOG2N: '10', ...env });
    const app = createApp(createServices(runtime));
    try {
      expect(runtime.appSecret).toBe(secret.appSecret);
      expect((await app.request('/api/health')).status).toBe(200);
      const found = await runtime.db.kysely.selectFrom('orders').select('order_no').where('order_no', 'in', before).execute();
      expect(found.map((o) => o.order_no).sort()).toEqual([...before].sort());
      // The member's session came back too: the first and last order are theirs to open.
      for (const orderNo of [before[0]!, before.at(-1)!]) {
        const res = await app.request(`/api/order/detail?orderNo=${orderNo}`, { headers: b.headers });
        expect((await res.json()).data.orderNo).toBe(orderNo);
      }
    } finally {
      await runtime.db.close();
    }
  }, 60_000);

  it('refuses a data directory that is not empty without --force', async () => {
    const dataDir = join(root, 'occupied');
    mkdirSync(dataDir);
    writeFileSync(join(dataDir, 'keep.txt'), 'mine');
    const refused = await ops({ DATA_DIR: dataDir, DATABASE_URL: await newDatabaseUrl(dataDir) }, 'restore', backup);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/is not empty: restore into an empty directory, or add --force/);
    expect(readdirSync(dataDir)).toEqual(['keep.txt']);
  }, 30_000);

  it.runIf(TEST_DIALECT === 'postgres')('refuses a database that has tables without --force, and replaces them with it', async () => {
    const dataDir = join(root, 'pg-again');
    const env = { DATA_DIR: dataDir, DATABASE_URL: ctx.config.databaseUrl };
    const refused = await ops(env, 'restore', backup);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/already holds \d+ tables: restore into an empty database, or add --force/);
    expect(existsSync(dataDir)).toBe(false);
    const after = await submit(ctx, b, [{ skuId, quantity: 1 }]);
    const forced = await ops(env, 'restore', backup, '--force');
    expect(forced.stderr).toBe('');
    expect(forced.code).toBe(0);
    const orders = await ctx.db.kysely.selectFrom('orders').select('order_no').execute();
    expect(orders.map((o) => o.order_no)).toEqual(expect.arrayContaining(before));
    expect(orders.map((o) => o.order_no)).not.toContain(after.body.data.orderNo);
  }, 60_000);

  it('refuses a tampered backup before writing anything, even with --force', async () => {
    const tampered = join(root, 'tampered');
    expect((await ops(shopEnv(), 'backup', tampered)).code).toBe(0);
    const file = join(tampered, 'media', 'goods', 'shown.webp');
    const bytes = readFileSync(file);
    bytes[100] = bytes[100]! ^ 0xff;
    writeFileSync(file, bytes);
    const dataDir = join(root, 'target');
    mkdirSync(dataDir);
    writeFileSync(join(dataDir, 'keep.txt'), 'mine');
    const refused = await ops({ DATA_DIR: dataDir, DATABASE_URL: await newDatabaseUrl(dataDir) }, 'restore', tampered, '--force');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('media/goods/shown.webp: checksum mismatch');
    expect(readdirSync(dataDir)).toEqual(['keep.txt']);
    expect(readdirSync(root).filter((n) => n.includes('before-restore') || n.startsWith('.'))).toEqual([]);
    expect((await ops({}, 'backup:check', tampered)).code).toBe(1);
  }, 60_000);

  it('names a missing directory and one that is not a backup', async () => {
    const missing = await ops({}, 'restore', join(root, 'nowhere'));
    expect([missing.code, missing.stderr.trim()]).toEqual([1, `${join(root, 'nowhere')} does not exist`]);
    const notBackup = await ops({}, 'backup:check', ctx.config.dataDir);
    expect(notBackup.code).toBe(1);
    expect(notBackup.stderr).toContain('is not a backup');
    expect(existsSync(join(root, 'nowhere'))).toBe(false);
  }, 30_000);
});
