import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers.ts';

/*
 * The catalogue's version (migration 0006) also moves when the category tree does: a category added, removed, moved
 * under another or hidden. A category's list reads the categories under it, remembered per version (decision 119),
 * as its filter; names alone change no list.
 */
const TOUCH = sql.raw('update catalogue_state set version = version + 1 where id = 1;');
const EVENTS = { insert: 'insert', delete: 'delete', update: 'update of parent_id, hidden' };

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`create trigger categories_touch after insert or delete or update of parent_id, hidden on categories
      for each statement execute function catalogue_touch()`.execute(db);
    return;
  }
  for (const [name, event] of Object.entries(EVENTS)) {
    await sql`create trigger ${sql.raw(`categories_${name}_touch`)} after ${sql.raw(event)} on categories begin ${TOUCH} end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger categories_touch on categories`.execute(db);
    return;
  }
  for (const name of Object.keys(EVENTS)) await sql`drop trigger ${sql.raw(`categories_${name}_touch`)}`.execute(db);
}
