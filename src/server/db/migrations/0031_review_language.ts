import { sql, type Kysely } from 'kysely';
import { LOCALES } from '../../../lib/i18n/locales.ts';
import { detectLanguage } from '../../../lib/review-language.ts';

/**
 * Every review knows its language (decision 090). Reviews keep the language of the page they were written on
 * since migration 0012; older rows (null, or a value that is not one of the ten) get the language their text is
 * written in, or null when the text tells none. The index lets goods/evaluateList read a goods' reviews in the reader's language as one range,
 * newest first, and count them.
 */
const BATCH = 500;

export async function up(db: Kysely<unknown>): Promise<void> {
  const known = [...LOCALES] as string[];
  let after = 0;
  for (;;) {
    const rows = await sql<{ id: number; content: string }>`
      select id, content from reviews
      where id > ${after} and (locale is null or locale not in (${sql.join(known)}))
      order by id limit ${BATCH}`.execute(db);
    if (rows.rows.length === 0) break;
    // A text that tells nothing (emoji only) is left without a language rather than with a code nobody reads.
    for (const row of rows.rows) await sql`update reviews set locale = ${detectLanguage(row.content)} where id = ${row.id}`.execute(db);
    after = Number(rows.rows[rows.rows.length - 1]!.id);
  }
  await db.schema.createIndex('reviews_goods_locale').on('reviews').columns(['goods_id', 'status', 'locale', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // The languages found stay: they were guesses in place of nothing.
  await db.schema.dropIndex('reviews_goods_locale').execute();
}
