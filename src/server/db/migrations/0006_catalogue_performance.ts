import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers.ts';

/*
 * Catalogue speed on a large catalogue:
 * - catalogue_state.version changes with every write that can change a list total (goods added, removed,
 *   shelved, moved to another category or brand; search text changed), so totals can be cached per filter
 *   and stay exact.
 * - goods_search holds lower-cased text plus its distinct characters, which index terms under three characters.
 *   On SQLite it becomes an ordinary table (rowid = goods id) with two FTS5 indexes kept in step by triggers:
 *   trigram over the text, one token per character over the characters. On PostgreSQL a GIN index over the
 *   character array joins the pg_trgm index.
 */

// Frozen copy of the folding rule in catalogue/search.ts as it was when this migration was written.
const fold = (body: string) => {
  const lower = body.toLowerCase();
  return { body: lower, chars: [...new Set(lower.replace(/\s+/g, ''))].join(' ') };
};
const BATCH = 2000;

/** Reads goods_search in batches along `cursor` (a unique integer column) and hands over the folded rows. */
async function rewriteSearchText(db: Kysely<unknown>, cursor: string, write: (rows: { goods_id: number; body: string; chars: string }[]) => Promise<void>) {
  const key = sql.raw(cursor);
  for (let after = -1; ; ) {
    const { rows } = await sql<{ k: number; goods_id: number; body: string }>`select ${key} as k, goods_id, body from goods_search
      where ${key} > ${after} order by ${key} limit ${BATCH}`.execute(db);
    if (rows.length === 0) return;
    await write(rows.map((r) => ({ goods_id: Number(r.goods_id), ...fold(r.body) })));
    after = Number(rows[rows.length - 1]!.k);
  }
}

async function upPostgres(db: Kysely<unknown>): Promise<void> {
  await sql`create function catalogue_touch() returns trigger language plpgsql as $$
    begin update catalogue_state set version = version + 1 where id = 1; return null; end $$`.execute(db);
  await sql`create trigger goods_touch after insert or delete or update of on_shelf, category_id, brand_id on goods
    for each statement execute function catalogue_touch()`.execute(db);
  await sql`create trigger goods_search_touch after insert or delete or update on goods_search
    for each statement execute function catalogue_touch()`.execute(db);

  await sql`alter table goods_search add column chars text not null default ''`.execute(db);
  await rewriteSearchText(db, 'goods_id', async (rows) => {
    const values = sql.join(rows.map((r) => sql`(${r.goods_id}::integer, ${r.body}, ${r.chars})`));
    await sql`update goods_search as s set body = v.body, chars = v.chars from (values ${values}) as v(goods_id, body, chars)
      where s.goods_id = v.goods_id`.execute(db);
  });
  await sql`create index goods_search_chars on goods_search using gin (string_to_array(chars, ' '))`.execute(db);
}

const touch = sql.raw('update catalogue_state set version = version + 1 where id = 1;');

async function upSqlite(db: Kysely<unknown>): Promise<void> {
  for (const [name, event] of [['goods_insert', 'insert'], ['goods_delete', 'delete'], ['goods_update', 'update of on_shelf, category_id, brand_id']] as const) {
    await sql`create trigger ${sql.raw(`${name}_touch`)} after ${sql.raw(event)} on goods begin ${touch} end`.execute(db);
  }

  await sql`create table goods_search_text (
    goods_id integer primary key references goods(id) on delete cascade, body text not null, chars text not null)`.execute(db);
  // The FTS5 table's goods_id column is not indexed; its rowid is.
  await rewriteSearchText(db, 'rowid', async (rows) => {
    await sql`insert into goods_search_text (goods_id, body, chars) values ${sql.join(rows.map((r) => sql`(${r.goods_id}, ${r.body}, ${r.chars})`))}`.execute(db);
  });
  await sql`drop table goods_search`.execute(db);
  await sql`alter table goods_search_text rename to goods_search`.execute(db);

  await sql`create virtual table goods_search_trigram using fts5(body, content = 'goods_search', content_rowid = 'goods_id',
    tokenize = 'trigram case_sensitive 0')`.execute(db);
  // Characters are space-separated; every other character, punctuation included, is a token of its own.
  await sql`create virtual table goods_search_chars using fts5(chars, content = 'goods_search', content_rowid = 'goods_id',
    tokenize = "unicode61 remove_diacritics 0 categories 'L* M* N* P* S* C*'", detail = none)`.execute(db);
  const add = 'insert into goods_search_trigram (rowid, body) values (new.goods_id, new.body); insert into goods_search_chars (rowid, chars) values (new.goods_id, new.chars);';
  const remove =
    "insert into goods_search_trigram (goods_search_trigram, rowid, body) values ('delete', old.goods_id, old.body);" +
    " insert into goods_search_chars (goods_search_chars, rowid, chars) values ('delete', old.goods_id, old.chars);";
  await sql`create trigger goods_search_insert after insert on goods_search begin ${sql.raw(add)} ${touch} end`.execute(db);
  await sql`create trigger goods_search_delete after delete on goods_search begin ${sql.raw(remove)} ${touch} end`.execute(db);
  await sql`create trigger goods_search_update after update on goods_search begin ${sql.raw(remove)} ${sql.raw(add)} ${touch} end`.execute(db);
  await sql`insert into goods_search_trigram (goods_search_trigram) values ('rebuild')`.execute(db);
  await sql`insert into goods_search_chars (goods_search_chars) values ('rebuild')`.execute(db);
  // One segment per index: lookups in id order (newest first) read each segment's whole doclist.
  await sql`insert into goods_search_trigram (goods_search_trigram) values ('optimize')`.execute(db);
  await sql`insert into goods_search_chars (goods_search_chars) values ('optimize')`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('catalogue_state')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await sql`insert into catalogue_state (id, version) values (1, 1)`.execute(db);
  if (isPostgres(db)) await upPostgres(db);
  else await db.transaction().execute((trx) => upSqlite(trx));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop index goods_search_chars`.execute(db);
    await sql`alter table goods_search drop column chars`.execute(db);
    await sql`drop trigger goods_search_touch on goods_search`.execute(db);
    await sql`drop trigger goods_touch on goods`.execute(db);
    await sql`drop function catalogue_touch()`.execute(db);
  } else {
    for (const name of ['goods_insert_touch', 'goods_delete_touch', 'goods_update_touch']) await sql`drop trigger ${sql.raw(name)}`.execute(db);
    await sql`drop table goods_search_chars`.execute(db);
    await sql`drop table goods_search_trigram`.execute(db);
    await sql`alter table goods_search rename to goods_search_text`.execute(db);
    await sql`create virtual table goods_search using fts5(goods_id unindexed, body, tokenize = 'trigram case_sensitive 0')`.execute(db);
    await sql`insert into goods_search (goods_id, body) select goods_id, body from goods_search_text`.execute(db);
    await sql`drop table goods_search_text`.execute(db);
  }
  await db.schema.dropTable('catalogue_state').execute();
}
