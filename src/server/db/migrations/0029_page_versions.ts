import { type Kysely } from 'kysely';

/**
 * The version of the cached shop pages, bumped by every purge with the purge itself (decision 079): instances
 * on a database without LISTEN/NOTIFY (SQLite, or a PostgreSQL-wire database without it) poll this row about
 * once a second and purge their own page cache when it moved.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('page_versions')
    .addColumn('name', 'varchar(30)', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('purge', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('page_versions').execute();
}
