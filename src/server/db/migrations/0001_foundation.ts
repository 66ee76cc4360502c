import type { Kysely } from 'kysely';
import { autoId } from './helpers.ts';

// Migrations use only portable column types: both SQLite and PostgreSQL run them unchanged.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('seed_runs')
    .addColumn('name', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('ran_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('actor', 'varchar(100)', (c) => c.notNull())
    .addColumn('action', 'varchar(100)', (c) => c.notNull())
    .addColumn('target', 'varchar(200)')
    .addColumn('detail', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_created_at').on('audit_log').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropTable('seed_runs').execute();
}
