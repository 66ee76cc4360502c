import { sql, type Kysely } from 'kysely';
import { pinyinText } from '../../../lib/pinyin.ts';
import { isPostgres } from './helpers.ts';

/*
 * Pinyin search (decision 100): the search text of every goods gets the pinyin of its Chinese names and brand names,
 * full and initials, as a part `⟨anmoyou amy⟩` before the Indonesian root markers of migration 0032 (the place
 * catalogue/search.ts searchRow writes it for new and saved goods).
 */

// Frozen copies of the formats of catalogue/search.ts as they were when this migration was written.
const ROOTS = / \| \{[a-z]+\}( \{[a-z]+\})*$/;
const PINYIN = / \| ⟨[a-z ]+⟩/;
const charsOf = (body: string) => [...new Set(body.replace(/\s+/g, ''))].join(' ');
const BATCH = 1000;

function withPinyin(body: string, names: string[]): string {
  const plain = body.replace(PINYIN, '');
  const pinyin = pinyinText(names);
  if (!pinyin) return plain;
  const roots = plain.match(ROOTS)?.[0] ?? '';
  return `${plain.slice(0, plain.length - roots.length)} | ⟨${pinyin}⟩${roots}`;
}

interface Row {
  goods_id: number;
  body: string;
  chars: string;
}

/** Walks goods_search in goods id order, each goods with its names and brand names, and writes what changes. */
async function rewriteAll(db: Kysely<unknown>, rewrite: (body: string, names: string[]) => string): Promise<void> {
  for (let after = 0; ; ) {
    const { rows } = await sql<{ goods_id: number; body: string }>`select goods_id, body from goods_search
      where goods_id > ${after} order by goods_id limit ${BATCH}`.execute(db);
    if (rows.length === 0) return;
    const ids = rows.map((r) => Number(r.goods_id));
    const { rows: names } = await sql<{ goods_id: number; name: string }>`select goods_id, name from goods_i18n where goods_id in (${sql.join(ids)})
      union all select g.id as goods_id, b.name from goods g join brand_names b on b.brand_id = g.brand_id where g.id in (${sql.join(ids)})`.execute(db);
    const namesOf = new Map<number, string[]>();
    for (const n of names) namesOf.set(Number(n.goods_id), [...(namesOf.get(Number(n.goods_id)) ?? []), n.name]);
    const changed: Row[] = [];
    for (const r of rows) {
      const body = rewrite(r.body, namesOf.get(Number(r.goods_id)) ?? []);
      if (body !== r.body) changed.push({ goods_id: Number(r.goods_id), body, chars: charsOf(body) });
    }
    await write(db, changed);
    after = ids[ids.length - 1]!;
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
  await inTransaction(db, (trx) => rewriteAll(trx, withPinyin));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await inTransaction(db, (trx) => rewriteAll(trx, (body) => body.replace(PINYIN, '')));
}
