/**
 * The shop keeps its write-ahead log while other SQLite processes (the sqlite3 shell, a backup tool) open the
 * database beside it: a member registered after such a look survives a crash of the shop.
 */
import { execFileSync, fork } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/database.ts';
import { TEST_APP_SECRET, TEST_DIALECT } from './harness.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'om-wal-'));
const dbPath = join(dataDir, 'orchid.db');
const running = new Set<ReturnType<typeof fork>>();
afterAll(async () => {
  for (const child of running) await kill(child);
  rmSync(dataDir, { recursive: true, force: true });
});

async function startShop() {
  const child = fork(new URL('./sqlite-shop.ts', import.meta.url).pathname, [], {
    env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: `sqlite:${dbPath}`, APP_SECRET: TEST_APP_SECRET, LOG_LEVEL: 'silent', PASSWORD_HASH_LOG2N: '10' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  running.add(child);
  const [message] = (await once(child, 'message')) as [{ port: number }];
  return { child, base: `http://127.0.0.1:${message.port}` };
}

async function kill(child: ReturnType<typeof fork>): Promise<void> {
  running.delete(child);
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
}

const sqlite3 = (query: string) => execFileSync('sqlite3', [dbPath, query], { encoding: 'utf8' }).trim();

describe.runIf(TEST_DIALECT === 'sqlite')('SQLite beside another SQLite process', () => {
  it('keeps its write-ahead log when the sqlite3 shell reads the database, and a member registered after survives a crash', async () => {
    const shop = await startShop();
    expect(existsSync(`${dbPath}-wal`)).toBe(true);

    expect(sqlite3('select count(*) from members')).toBe('0');
    expect(existsSync(`${dbPath}-wal`), 'the shell deleted the log the shop writes into').toBe(true);

    const res = await fetch(`${shop.base}/api/member/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: 'wal_member', pwd: 'secret123' }),
    });
    expect((await res.json()).code).toBe(200);
    expect(existsSync(`${dbPath}-wal`)).toBe(true);
    await kill(shop.child);

    const db = openDatabase(`sqlite:${dbPath}`);
    try {
      const member = await db.kysely.selectFrom('members').select('account').where('account', '=', 'wal_member').executeTakeFirst();
      expect(member?.account).toBe('wal_member');
    } finally {
      await db.close();
    }
  });
});
