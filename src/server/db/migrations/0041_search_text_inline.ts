import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers.ts';

/*
 * PostgreSQL keeps a goods' search text in its row (decision 109). A goods_search row holds the folded text of ten
 * names (about 1 KB) and its distinct characters (about 1 KB more in Chinese), past the 2 KB at which PostgreSQL
 * moves a value out of the row; left to choose, it moved the larger, the text. Every search reads `body` (strpos, like), the
 * character list only through its index, so `body` stays in the row (storage MAIN) and the list goes out.
 * Rewriting the table (CLUSTER, which may run in the migration's transaction where VACUUM FULL may not) applies that
 * to the rows already stored, without leaving a dead copy of each. SQLite stores rows whole: nothing to do.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`alter table goods_search alter column body set storage main`.execute(db);
  await sql`cluster goods_search using goods_search_pkey`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`alter table goods_search alter column body set storage extended`.execute(db);
}
