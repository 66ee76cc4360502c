import { Migrator, type MigrationResultSet } from 'kysely/migration';
import type { Db } from './database.ts';
import { migrations } from './migrations/index.ts';

export async function migrateToLatest(db: Db): Promise<MigrationResultSet> {
  const migrator = new Migrator({
    db: db.kysely,
    provider: { getMigrations: async () => migrations },
    // Migrations are written on parallel branches: a database that already ran a later-numbered one still
    // gets an earlier number that arrives afterwards, instead of refusing to start.
    allowUnorderedMigrations: true,
  });
  const result = await migrator.migrateToLatest();
  if (result.error) throw result.error;
  return result;
}
