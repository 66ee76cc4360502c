/** `npm start`: build when the sources changed, migrate, seed demo data into an empty database (see seedAtStart), serve. */
import { execFileSync } from 'node:child_process';
import { boot } from '../src/server/boot.ts';
import { loadConfig } from '../src/server/config.ts';
import { exitOnStartupFailure } from '../src/server/startup-failure.ts';
import { seedAtStart } from '../src/server/seed/index.ts';
import { DEMO_OPERATOR } from '../src/server/seed/demo-operator.ts';
import { siteOrigin } from '../src/server/web/site-origin.ts';
import { buildIsStale } from './lib/build-state.ts';

// A bad setting stops the start at once, before minutes of building, in its own words (no stack trace).
try {
  loadConfig();
} catch (err) {
  exitOnStartupFailure(err);
}

// Prerendered pages carry PUBLIC_SITE_URL in their canonical links: another address needs another build.
if (buildIsStale(siteOrigin())) {
  console.log('Building the site (sources or PUBLIC_SITE_URL changed since the last build)…');
  execFileSync(process.execPath, [new URL('./build.ts', import.meta.url).pathname], { stdio: 'inherit' });
}

const { db, logger, mediaDir, config, storage } = await boot().catch(exitOnStartupFailure);
await seedAtStart({ db, mediaDir, media: storage?.media, config, logger });
const demoOwner = await db.kysely.selectFrom('seed_runs').select('name').where('name', '=', 'demo-operator').executeTakeFirst();
if (demoOwner && !config.production) {
  console.log(`Operator console: http://localhost:${config.port}/admin  demo owner "${DEMO_OPERATOR.account}", password "${DEMO_OPERATOR.pwd}" (development only)`);
}
await db.close();

await import('../src/server/main.ts');
