import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers.ts';

/*
 * The exact names of a search (migration 0040) are found by equality alone. On PostgreSQL the B-tree over each
 * name in every language held the whole folded name: 137 MB of a 100,000-goods shop's 1 GB. A hash index keeps a
 * 4-byte hash per name instead, a fraction of the size, and answers the same lookups (decision 110).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop index goods_i18n_name_folded`.execute(db);
  await sql`create index goods_i18n_name_folded on goods_i18n using hash (name_folded)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop index goods_i18n_name_folded`.execute(db);
  await sql`create index goods_i18n_name_folded on goods_i18n (name_folded, goods_id)`.execute(db);
}
