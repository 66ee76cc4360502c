/** The server the end-to-end suite drives: the production build on a throwaway data directory with demo data. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIsStale } from './lib/build-state.ts';

if (buildIsStale()) {
  execFileSync(process.execPath, [new URL('./build.ts', import.meta.url).pathname], { stdio: 'inherit' });
}

process.env.DATA_DIR = process.env.E2E_DATA_DIR || mkdtempSync(join(tmpdir(), 'om-e2e-'));
process.env.PORT = process.env.E2E_PORT ?? '4399';
process.env.HOST = '127.0.0.1';
// The sandbox payment provider posts its callbacks here, as a real provider would to the public address.
process.env.PUBLIC_SITE_URL = `http://127.0.0.1:${process.env.PORT}`;
process.env.LOG_LEVEL = 'warn';
process.env.NODE_ENV = 'test';
process.env.MOBILE_SITE_URL = 'https://m.orchid.example/';
// Every browser test comes from 127.0.0.1; per-address limits are covered by the API suite.
process.env.REGISTER_MAX_PER_IP_HOUR = '100000';
process.env.LOGIN_MAX_FAILURES_PER_IP = '100000';
process.env.CODE_MAX_PER_IP_DAY = '100000';
// The suite signs in and registers hundreds of times; the production cost (2^17) is covered by the API suite.
process.env.PASSWORD_HASH_LOG2N = '12';
delete process.env.DATABASE_URL;

const { boot } = await import('../src/server/boot.ts');
const { runSeeds } = await import('../src/server/seed/seed.ts');
const { demoSeeds } = await import('../src/server/seed/index.ts');
const { db, mediaDir } = await boot();
await runSeeds({ db, mediaDir }, demoSeeds);
await db.close();
await import('../src/server/main.ts');
