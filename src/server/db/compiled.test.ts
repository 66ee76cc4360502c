import { afterEach, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { compiledPerKey, compiledPerShape } from './compiled.ts';
import { openDatabase, type Db } from './database.ts';

interface Shop {
  goods: { id: number; name: string; locale: string; stock: number };
}

async function shop(rows: [number, string, string, number][]): Promise<Db & { shop: Kysely<Shop> }> {
  const db = openDatabase('sqlite::memory:');
  await sql`create table goods (id integer, name text, locale text, stock integer)`.execute(db.kysely);
  for (const [id, name, locale, stock] of rows) await sql`insert into goods values (${id}, ${name}, ${locale}, ${stock})`.execute(db.kysely);
  return Object.assign(db, { shop: db.kysely as unknown as Kysely<Shop> });
}

const named = compiledPerShape((db: Kysely<Shop>, locale: 'en' | 'zh', id: number, minStock: number) =>
  db.selectFrom('goods').select(['id', 'name']).where('locale', '=', locale).where('id', '=', id).where('stock', '>=', minStock).orderBy('id'),
);

describe('compiledPerShape', () => {
  const opened: Db[] = [];
  afterEach(async () => {
    for (const db of opened.splice(0)) await db.close();
  });

  it('answers with the rows the query built each time would, for every shape and value', async () => {
    const db = await shop([[1, 'Rose', 'en', 5], [1, '玫瑰', 'zh', 5], [2, 'Lily', 'en', 0]]);
    opened.push(db);
    const direct = (locale: 'en' | 'zh', id: number, min: number) =>
      db.shop.selectFrom('goods').select(['id', 'name']).where('locale', '=', locale).where('id', '=', id).where('stock', '>=', min).orderBy('id').execute();
    for (const [locale, id, min] of [['en', 1, 0], ['zh', 1, 0], ['en', 2, 0], ['en', 2, 1], ['zh', 2, 0], ['en', 1, 5], ['en', 1, 6]] as const) {
      expect(await named(db.shop, locale, id, min), `${locale} ${id} ${min}`).toEqual(await direct(locale, id, min));
    }
    expect(await named(db.shop, 'zh', 1, 0)).toEqual([{ id: 1, name: '玫瑰' }]);
  });

  it('keeps each database apart, and runs inside a transaction', async () => {
    const a = await shop([[1, 'Rose', 'en', 1]]);
    const b = await shop([[1, 'Tulip', 'en', 1]]);
    opened.push(a, b);
    expect(await named(a.shop, 'en', 1, 0)).toEqual([{ id: 1, name: 'Rose' }]);
    expect(await named(b.shop, 'en', 1, 0)).toEqual([{ id: 1, name: 'Tulip' }]);
    const inside = await a.shop.transaction().execute(async (trx) => {
      await trx.updateTable('goods').set({ name: 'Red rose' }).where('id', '=', 1).execute();
      return named(trx, 'en', 1, 0);
    });
    expect(inside).toEqual([{ id: 1, name: 'Red rose' }]);
  });

  it('gives each of many calls at once its own values', async () => {
    const db = await shop(Array.from({ length: 60 }, (_, i): [number, string, string, number] => [i, `Goods ${i}`, 'en', i]));
    opened.push(db);
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => named(db.shop, 'en', i, i)));
    expect(answers).toEqual(Array.from({ length: 60 }, (_, i) => [{ id: i, name: `Goods ${i}` }]));
  });

  it('refuses a value that is not one bound parameter', async () => {
    const db = await shop([[1, 'Rose', 'en', 1]]);
    opened.push(db);
    const unused = compiledPerShape((q: Kysely<Shop>, _shape: 'all', _id: number) => q.selectFrom('goods').select('id'));
    await expect(unused(db.shop, 'all', 1)).rejects.toThrow(/every value must be a bound parameter/);
    const list = compiledPerShape((q: Kysely<Shop>, _shape: 'some', ids: number[]) => q.selectFrom('goods').select('id').where('id', 'in', ids));
    await expect(list(db.shop, 'some', [1])).rejects.toThrow(/every value must be a bound parameter/);
  });
});

describe('compiledPerKey', () => {
  const opened: Db[] = [];
  afterEach(async () => {
    for (const db of opened.splice(0)) await db.close();
  });
  let builds = 0;
  const inStock = compiledPerKey(2, (db: Kysely<Shop>, ids: number[], minStock: number) => {
    builds += 1;
    return db.selectFrom('goods').select(['id', 'name']).where('id', 'in', ids).where('stock', '>=', minStock).orderBy('id');
  });
  const ask = (db: Kysely<Shop>, ids: number[], min: number) => inStock(db, JSON.stringify([ids, min]), ids, min);

  it('builds a key once while it is among the last asked, and answers as the query built each time would', async () => {
    const db = await shop([[1, 'Rose', 'en', 5], [2, 'Lily', 'en', 0], [3, 'Iris', 'en', 2]]);
    opened.push(db);
    builds = 0;
    expect(await ask(db.shop, [1, 2, 3], 1)).toEqual([{ id: 1, name: 'Rose' }, { id: 3, name: 'Iris' }]);
    expect(await ask(db.shop, [1, 2, 3], 1)).toEqual([{ id: 1, name: 'Rose' }, { id: 3, name: 'Iris' }]);
    expect(await ask(db.shop, [2], 0)).toEqual([{ id: 2, name: 'Lily' }]);
    expect(builds).toBe(2);
    // [1, 2, 3] was asked last of the two kept: a third key drops [2], which is built again when asked.
    await ask(db.shop, [1, 2, 3], 1);
    expect(await ask(db.shop, [3], 3)).toEqual([]);
    expect(builds).toBe(3);
    await ask(db.shop, [1, 2, 3], 1);
    expect(builds).toBe(3);
    expect(await ask(db.shop, [2], 0)).toEqual([{ id: 2, name: 'Lily' }]);
    expect(builds).toBe(4);
  });

  it('keeps each database apart', async () => {
    const a = await shop([[1, 'Rose', 'en', 1]]);
    const b = await shop([[1, 'Tulip', 'en', 1]]);
    opened.push(a, b);
    builds = 0;
    expect(await ask(a.shop, [1], 0)).toEqual([{ id: 1, name: 'Rose' }]);
    expect(await ask(b.shop, [1], 0)).toEqual([{ id: 1, name: 'Tulip' }]);
    expect(builds).toBe(2);
  });
});
