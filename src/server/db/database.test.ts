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
