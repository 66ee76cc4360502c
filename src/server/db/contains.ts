import { sql } from 'kysely';

/**
 * `column` holds `words` anywhere, ignoring case on both databases; `%`, `_` and `\` in an operator's words
 * match themselves.
 */
export const containsWords = (column: string, words: string) =>
  sql<boolean>`lower(${sql.ref(column)}) like lower(${`%${words.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`}) escape '\\'`;
