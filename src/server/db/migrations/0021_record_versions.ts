import { type Kysely } from 'kysely';

/**
 * Records the console edits in a form carry a version: each console save sends back the version it loaded
 * and writes only if the record is still at it (`version = version + 1 where version = loaded`), so a save
 * from a form opened before another change is refused instead of writing the older values back (decision 061).
 */
const TABLES = ['goods', 'categories', 'brands', 'banners', 'videos'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn('version').execute();
}
