import { sql, type Expression, type RawBuilder } from 'kysely';

/**
 * COALESCE over any number of expressions: Kysely's own `fn.coalesce` is typed for fixed arities, and a
 * locale's fallback chain (`textLocales`) is two or three languages long.
 */
export function firstOf<T>(values: readonly Expression<T | null>[]): RawBuilder<T | null> {
  return sql<T | null>`coalesce(${sql.join(values)})`;
}
