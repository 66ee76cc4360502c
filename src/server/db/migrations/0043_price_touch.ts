import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers.ts';

/*
 * The catalogue's version (migration 0006) also moves with a goods' price: searches in price order are remembered
 * as lists of ids per version (decision 110), and list totals with a price range count what members pay. Every
 * price edit already rewrote the goods' search text, which moved the version; the trigger now says so itself.
 */
const TOUCH = sql.raw('update catalogue_state set version = version + 1 where id = 1;');

async function goodsUpdateTouch(db: Kysely<unknown>, columns: string): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger goods_touch on goods`.execute(db);
    await sql`create trigger goods_touch after insert or delete or update of ${sql.raw(columns)} on goods
      for each statement execute function catalogue_touch()`.execute(db);
    return;
  }
  await sql`drop trigger goods_update_touch`.execute(db);
  await sql`create trigger goods_update_touch after update of ${sql.raw(columns)} on goods begin ${TOUCH} end`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await goodsUpdateTouch(db, 'on_shelf, category_id, brand_id, price_order, member_pays');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await goodsUpdateTouch(db, 'on_shelf, category_id, brand_id');
}
