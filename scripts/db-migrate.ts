/** `npm run db:migrate`: applies pending migrations to the configured database. */
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/database.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';

const config = loadConfig();
const db = openDatabase(config.databaseUrl);
try {
  const { results = [] } = await migrateToLatest(db);
  const applied = results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
  console.log(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date');
} finally {
  await db.close();
}
