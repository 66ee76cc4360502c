import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers.ts';

/*
 * Ranked search (issue 31, decision 108): a goods whose name is exactly the words searched comes first. Each name
 * gets its folded form (`name_folded`: lower-cased, white space collapsed, as catalogue/search.ts exactNameKey
 * writes it for new and saved goods), with an index, so the exact names of a search are one index lookup.
 */

// Frozen copy of catalogue/search.ts exactNameKey as it was when this migration was written.
const folded = (name: string) => name.toLowerCase().trim().replace(/\s+/g, ' ');
const BATCH = 2000;

interface Row {
  goods_id: number;
  locale: string;
  name: string;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('goods_i18n').addColumn('name_folded', 'text', (c) => c.notNull().defaultTo('')).execute();
  for (let after = 0; ; ) {
    const { rows } = await sql<Row>`select goods_id, locale, name from goods_i18n where goods_id in
      (select goods_id from goods_i18n where goods_id > ${after} group by goods_id order by goods_id limit ${BATCH})`.execute(db);
    if (rows.length === 0) break;
    await write(db, rows);
    after = Math.max(...rows.map((r) => Number(r.goods_id)));
  }
  await db.schema.createIndex('goods_i18n_name_folded').on('goods_i18n').columns(['name_folded', 'goods_id']).execute();
}

async function write(db: Kysely<unknown>, rows: Row[]): Promise<void> {
  if (isPostgres(db)) {
    const values = sql.join(rows.map((r) => sql`(${Number(r.goods_id)}::integer, ${r.locale}, ${folded(r.name)})`));
    await sql`update goods_i18n as n set name_folded = v.name_folded from (values ${values}) as v(goods_id, locale, name_folded)
      where n.goods_id = v.goods_id and n.locale = v.locale`.execute(db);
    return;
  }
  for (const r of rows) await sql`update goods_i18n set name_folded = ${folded(r.name)} where goods_id = ${r.goods_id} and locale = ${r.locale}`.execute(db);
}
