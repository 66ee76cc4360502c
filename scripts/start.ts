/** `npm start`: build when the sources changed, migrate, seed demo data into an empty database, serve. */
import { execFileSync } from 'node:child_process';
import { boot } from '../src/server/boot.ts';
import { runSeeds } from '../src/server/db/seed.ts';
import { demoSeeds } from '../src/server/db/seeds/index.ts';
import { buildIsStale } from './lib/build-state.ts';

if (buildIsStale()) {
  console.log('Building the site (sources changed since the last build)…');
  execFileSync(process.execPath, [new URL('./build.ts', import.meta.url).pathname], { stdio: 'inherit' });
}

const { db, logger, mediaDir } = await boot();
const empty = (await db.kysely.selectFrom('seed_runs').select('name').limit(1).execute()).length === 0;
if (empty) {
  const ran = await runSeeds({ db, mediaDir }, demoSeeds);
  logger.info('demo data seeded', { seeds: ran });
}
await db.close();

await import('../src/server/main.ts');
