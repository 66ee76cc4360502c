/**
 * The shop's API as its own process on a SQLite file, for tests/api/sqlite-wal.test.ts: it boots from the
 * environment it is given, opens the database a second time as each render thread of the real server does,
 * serves the API on a free port and says the port over IPC. The test kills it with SIGKILL, as a crash would.
 */
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { createApp } from '../../src/server/app.ts';
import { boot } from '../../src/server/boot.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { createServices } from '../../src/server/services.ts';

const runtime = await boot();
const services = createServices(runtime);
const renderThreadDb = openDatabase(runtime.config.databaseUrl);
await sql`select 1`.execute(renderThreadDb.kysely);
serve({ fetch: createApp(services).fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
  process.send?.({ port: info.port });
});
