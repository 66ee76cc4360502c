import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers.ts';

/*
 * PostgreSQL finds short words (one or two Chinese characters) through a GIN index of each search text's distinct
 * characters (decision 109). The index was on `string_to_array(chars, ' ')`, which the planner prices like an
 * operator, so for a common character it read the whole table and split every row's list instead (1.2 s at
 * 100,000 goods, against 71 ms through the index). `search_chars` is the same split in a function that says what
 * it costs; not being SQL, it is not inlined, so the planner keeps that price and uses the index.
 */
const TABLES = [
  ['goods_search', 'goods_search_chars'],
  ['video_search', 'video_search_chars'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create function search_chars(chars text) returns text[] language plpgsql immutable strict parallel safe cost 1000
    as $$ begin return string_to_array(chars, ' '); end $$`.execute(db);
  for (const [table, index] of TABLES) {
    await sql`drop index ${sql.ref(index)}`.execute(db);
    await sql`create index ${sql.ref(index)} on ${sql.table(table)} using gin (search_chars(chars))`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const [table, index] of TABLES) {
    await sql`drop index ${sql.ref(index)}`.execute(db);
    await sql`create index ${sql.ref(index)} on ${sql.table(table)} using gin (string_to_array(chars, ' '))`.execute(db);
  }
  await sql`drop function search_chars(text)`.execute(db);
}
