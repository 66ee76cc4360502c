import { sql, type Kysely } from 'kysely';
import { rootsDiffering } from '../../../lib/indonesian-roots.ts';
import { isPostgres } from './helpers.ts';

/*
 * Indonesian search by word root (decision 091): the search text of every goods gets, as its last part, a marker
 * `{root}` for each word of its Indonesian name whose root differs from the word («Pemijat Mini» → `{pijat}`).
 * The roots come from the shop's own stemmer (lib/indonesian-roots.ts), the one new and saved goods use; a later
 * change to it that should reach existing goods rewrites them in a migration of its own.
 */

// Frozen copy of the marker part of catalogue/search.ts searchRow as it was when this migration was written.
const MARKERS = / \| \{[a-z]+\}( \{[a-z]+\})*$/;
const withoutMarkers = (body: string) => body.replace(MARKERS, '');
const withMarkers = (body: string, name: string | null) => {
  const roots = rootsDiffering(name ?? '');
  return roots.length ? `${withoutMarkers(body)} | ${roots.map((root) => `{${root}}`).join(' ')}` : withoutMarkers(body);
};
const charsOf = (body: string) => [...new Set(body.replace(/\s+/g, ''))].join(' ');
const BATCH = 2000;

interface Row {
  goods_id: number;
  body: string;
  chars: string;
}

/** Walks goods_search in goods id order, each goods with its Indonesian name, and writes the rows `rewrite` changes. */
async function rewriteAll(db: Kysely<unknown>, rewrite: (body: string, name: string | null) => string): Promise<void> {
  for (let after = 0; ; ) {
    const { rows } = await sql<{ goods_id: number; body: string; name: string | null }>`select s.goods_id, s.body, n.name from goods_search s
      left join goods_i18n n on n.goods_id = s.goods_id and n.locale = 'id'
      where s.goods_id > ${after} order by s.goods_id limit ${BATCH}`.execute(db);
    if (rows.length === 0) return;
    const changed: Row[] = [];
    for (const r of rows) {
      const body = rewrite(r.body, r.name);
      if (body !== r.body) changed.push({ goods_id: Number(r.goods_id), body, chars: charsOf(body) });
    }
    await write(db, changed);
    after = Number(rows[rows.length - 1]!.goods_id);
  }
}

async function write(db: Kysely<unknown>, rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  if (isPostgres(db)) {
    const values = sql.join(rows.map((r) => sql`(${r.goods_id}::integer, ${r.body}, ${r.chars})`));
    await sql`update goods_search as s set body = v.body, chars = v.chars from (values ${values}) as v(goods_id, body, chars)
      where s.goods_id = v.goods_id`.execute(db);
    return;
  }
  // SQLite: the update triggers of migration 0006 keep both FTS5 indexes in step, row by row.
  for (const r of rows) await sql`update goods_search set body = ${r.body}, chars = ${r.chars} where goods_id = ${r.goods_id}`.execute(db);
}

/** PostgreSQL runs each migration in a transaction already; SQLite's batches of updates go in one here. */
const inTransaction = (db: Kysely<unknown>, run: (db: Kysely<unknown>) => Promise<void>) => (isPostgres(db) ? run(db) : db.transaction().execute(run));

export async function up(db: Kysely<unknown>): Promise<void> {
  await inTransaction(db, (trx) => rewriteAll(trx, withMarkers));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await inTransaction(db, (trx) => rewriteAll(trx, (body) => withoutMarkers(body)));
}
