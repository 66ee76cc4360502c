import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './database.ts';
import { isOutage } from './outage.ts';
import { ReaderLostError, ReaderPool, ReaderQueryError } from './reader-pool.ts';

const CRASHING = new URL('./fixtures/crashing-reader-thread.ts', import.meta.url);
/** A read that keeps a reader busy a while (about a second on a quiet machine): it counts to 3 million. */
const SLOW = 'with recursive n(i) as (select 1 union all select i + 1 from n where i < 3000000) select count(*) as c from n';

let dir: string;
let file: string;
let writer: SQLite.Database;
const pools: ReaderPool[] = [];
const pool = (size: number, entry?: URL) => {
  const made = new ReaderPool(file, size, entry);
  pools.push(made);
  return made;
};

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'om-readers-'));
  file = join(dir, 'shop.db');
  writer = new SQLite(file);
  writer.pragma('journal_mode = WAL');
  writer.exec('create table t (n integer, r real, s text, b blob)');
  writer.prepare('insert into t values (?, ?, ?, ?)').run(9007199254740991, 1.5, '玫瑰 rose', Buffer.from([0, 1, 254, 255]));
  writer.prepare('insert into t values (?, ?, ?, ?)').run(null, null, null, null);
});
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});
afterAll(() => {
  writer.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('reader pool', () => {
  it('gives back the values SQLite holds: integers, reals, text, null and blobs as Buffers', async () => {
    const rows = (await pool(1).run('select n, r, s, b from t order by rowid', [])) as Record<string, unknown>[];
    expect(rows[0]).toEqual({ n: 9007199254740991, r: 1.5, s: '玫瑰 rose', b: Buffer.from([0, 1, 254, 255]) });
    expect(Buffer.isBuffer(rows[0]!.b)).toBe(true);
    expect(rows[1]).toEqual({ n: null, r: null, s: null, b: null });
  });

  it('binds parameters of every kind a query passes, bigint and blobs included', async () => {
    const [row] = (await pool(1).run('select ? as i, ? as big, ? as s, ? as none, ? as blob, ? as f', [
      7,
      2n ** 40n,
      'sea salt',
      null,
      Buffer.from('ab'),
      0.25,
    ])) as Record<string, unknown>[];
    expect(row).toEqual({ i: 7, big: 2 ** 40, s: 'sea salt', none: null, blob: Buffer.from('ab'), f: 0.25 });
  });

  it('sees what the writer committed since its last read', async () => {
    const readers = pool(1);
    const count = async () => ((await readers.run('select count(*) as c from t', [])) as { c: number }[])[0]!.c;
    expect(await count()).toBe(2);
    writer.prepare('insert into t (n) values (?)').run(3);
    expect(await count()).toBe(3);
    writer.prepare('delete from t where n = ?').run(3);
  });

  it('refuses a statement that writes, loudly, and writes nothing', async () => {
    const readers = pool(1);
    await expect(readers.run('insert into t (n) values (42)', [])).rejects.toThrow(/reads only/);
    // A write that returns rows passes for a read with SQLite; the read-only connection refuses it all the same.
    await expect(readers.run('insert into t (n) values (43) returning n', [])).rejects.toMatchObject({ code: expect.stringMatching(/^SQLITE_READONLY/) });
    await expect(readers.run('delete from t', [])).rejects.toBeInstanceOf(ReaderQueryError);
    expect(writer.prepare('select count(*) as c from t').get()).toEqual({ c: 2 });
  });

  it('reports a bad query with its SQLite code, and the error is no outage', async () => {
    const err = await pool(1).run('select nope from t', []).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ReaderQueryError);
    expect(err).toMatchObject({ code: 'SQLITE_ERROR', message: expect.stringMatching(/no such column/) });
    expect(isOutage(err)).toBe(false);
  });

  it('queues reads while every reader is busy and runs them in the order they came', async () => {
    const readers = pool(1);
    const done: string[] = [];
    const runs = [readers.run(SLOW, []).then(() => done.push('slow'))];
    for (const name of ['a', 'b', 'c']) runs.push(readers.run(`select '${name}' as x`, []).then(() => done.push(name)));
    expect(readers.stats()).toEqual({ threads: 1, busy: 1, waiting: 3 });
    await Promise.all(runs);
    expect(readers.stats()).toEqual({ threads: 1, busy: 0, waiting: 0 });
    expect(done).toEqual(['slow', 'a', 'b', 'c']);
    expect(readers.waiting).toBe(0);
  });

  it('leaves the calling thread free while a slow read runs', async () => {
    const readers = pool(2);
    await Promise.all([readers.run('select 1', []), readers.run('select 1', [])]);
    const started = performance.now();
    const slow = readers.run(SLOW, []);
    let worstGap = 0;
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      worstGap = Math.max(worstGap, now - last);
      last = now;
    }, 5);
    // The second reader answers small reads meanwhile.
    const quick = performance.now();
    await readers.run('select 1 as one', []);
    const quickMs = performance.now() - quick;
    await slow;
    const slowMs = performance.now() - started;
    clearInterval(timer);
    // Blocked, the timer would miss the whole slow read; free, it misses only what a busy machine's scheduling takes.
    expect(worstGap).toBeLessThan(Math.min(250, slowMs / 3));
    expect(quickMs).toBeLessThan(Math.min(250, slowMs / 3));
  });

  it('fails the read a dying reader held as an outage, replaces the reader, and runs what was queued', async () => {
    const readers = pool(1, CRASHING);
    const lost = readers.run('crash', []).catch((e: unknown) => e);
    const queued = readers.run('select 5 as five', []);
    const err = await lost;
    expect(err).toBeInstanceOf(ReaderLostError);
    expect(isOutage(err)).toBe(true);
    expect(await queued).toEqual([{ five: 5 }]);
    expect(await readers.run('select 6 as six', [])).toEqual([{ six: 6 }]);
  });

  it('answers a file it cannot open with an outage, not a hang', async () => {
    const readers = new ReaderPool(join(dir, 'missing.db'), 1);
    pools.push(readers);
    const err = await readers.run('select 1', []).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ReaderLostError);
    expect(isOutage(err)).toBe(true);
  });

  it('fails reads still queued or running when it closes, and any read after', async () => {
    const readers = new ReaderPool(file, 1);
    const running = readers.run(SLOW, []).catch((e: unknown) => e);
    const queued = readers.run('select 1', []).catch((e: unknown) => e);
    await readers.close();
    expect(await running).toBeInstanceOf(ReaderLostError);
    expect(await queued).toBeInstanceOf(ReaderLostError);
    await expect(readers.run('select 1', [])).rejects.toBeInstanceOf(ReaderLostError);
  });

  it('lets the process end without closing it', { timeout: 20_000 }, async () => {
    const script = join(dir, 'forgets.ts');
    const poolModule = fileURLToPath(new URL('./reader-pool.ts', import.meta.url));
    writeFileSync(script, `import { ReaderPool } from ${JSON.stringify(poolModule)};\nconst p = new ReaderPool(${JSON.stringify(file)}, 2);\nconsole.log(JSON.stringify(await p.run('select 1 as one', [])));\n`);
    const started = performance.now();
    const { stdout } = await promisify(execFile)(process.execPath, [script], { timeout: 15_000 });
    expect(stdout.trim()).toBe('[{"one":1}]');
    expect(performance.now() - started).toBeLessThan(15_000);
  });
});

describe('catalogue reads on SQLite (openDatabase)', () => {
  let db: Db | undefined;
  afterEach(async () => db?.close());

  it('run on reader threads through Kysely, outside transactions', async () => {
    db = openDatabase(`sqlite:${file}`, { readers: 2 });
    expect(db.read).not.toBe(db.kysely);
    const rows = await db.read.selectFrom('t' as never).select(sql<string>`s`.as('s')).where(sql`s`, 'is not', null).execute();
    expect(rows).toEqual([{ s: '玫瑰 rose' }]);
    await expect(db.read.transaction().execute(async () => {})).rejects.toThrow(/outside transactions/);
  });

  it('stay on the one connection of an in-memory database, and without readers', async () => {
    db = openDatabase('sqlite::memory:', { readers: 2 });
    expect(db.read).toBe(db.kysely);
    await db.close();
    db = openDatabase(`sqlite:${file}`);
    expect(db.read).toBe(db.kysely);
  });
});
