import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase, type Db } from './database.ts';

describe('SQLite statements kept between queries', () => {
  let db: Db | undefined;
  afterEach(async () => db?.close());

  it('answers a repeated query with the current rows, streamed or not', async () => {
    db = openDatabase('sqlite::memory:');
    await sql`create table t (n integer)`.execute(db.kysely);
    await sql`insert into t (n) values (1), (2), (3)`.execute(db.kysely);
    const query = () => db!.kysely.selectFrom('t' as never).select(sql<number>`n`.as('n')).orderBy(sql`n`);
    expect((await query().execute()).map((r) => r.n)).toEqual([1, 2, 3]);
    const streamed: number[] = [];
    for await (const row of query().stream()) streamed.push(row.n);
    expect(streamed).toEqual([1, 2, 3]);
    await sql`insert into t (n) values (4)`.execute(db.kysely);
    expect((await query().execute()).map((r) => r.n)).toEqual([1, 2, 3, 4]);
  });

  it('prepares again after the schema changes under a kept statement', async () => {
    db = openDatabase('sqlite::memory:');
    await sql`create table t (n integer)`.execute(db.kysely);
    const count = async () => Number((await sql<{ c: number }>`select count(*) as c from t`.execute(db!.kysely)).rows[0]!.c);
    expect(await count()).toBe(0);
    await sql`drop table t`.execute(db.kysely);
    await sql`create table t (m text, n integer)`.execute(db.kysely);
    await sql`insert into t (m, n) values ('a', 1)`.execute(db.kysely);
    expect(await count()).toBe(1);
  });
});

describe('SQLite transactions', () => {
  it('hold the write lock from their start, so another process cannot write between their read and their write', async () => {
    const { mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { default: SQLite } = await import('better-sqlite3');
    const file = join(mkdtempSync(join(tmpdir(), 'om-lock-')), 'shop.db');
    const db = openDatabase(`sqlite:${file}`);
    try {
      await sql`create table t (n integer)`.execute(db.kysely);
      const other = new SQLite(file);
      other.pragma('busy_timeout = 0');
      await db.kysely.transaction().execute(async (trx) => {
        await sql`select count(*) from t`.execute(trx);
        // A deferred transaction would let this in, and then fail its own write with SQLITE_BUSY.
        expect(() => other.prepare('insert into t (n) values (2)').run()).toThrow(/locked|busy/i);
        await sql`insert into t (n) values (1)`.execute(trx);
      });
      expect(other.prepare('select n from t').all()).toEqual([{ n: 1 }]);
      other.close();
    } finally {
      await db.close();
    }
  });
});
