import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createApp } from '../../src/server/app.ts';
import { loadConfig, type Config } from '../../src/server/config.ts';
import { openShopDatabase } from '../../src/server/boot.ts';
import type { Db } from '../../src/server/db/database.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { createLogger, type Logger } from '../../src/server/logger.ts';
import type { Envelope } from '../../src/server/http/envelope.ts';
import { createServices, type Services } from '../../src/server/services.ts';

/** PostgreSQL when TEST_DATABASE_URL names a server (a fresh database per test file), else a fresh SQLite file. */
export const TEST_DIALECT = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

async function freshDatabaseUrl(dataDir: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) return { url: `sqlite:${join(dataDir, 'test.db')}`, drop: async () => {} };
  const name = `om_test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * Waits until the clock has moved past the current millisecond. Visits and other events ordered by their time
 * need it between them when a test asserts their order: two fast requests can share a millisecond.
 */
export async function nextMillisecond(): Promise<void> {
  const start = Date.now();
  while (Date.now() === start) await new Promise((resolve) => setTimeout(resolve, 1));
}

export const TEST_APP_SECRET = 'test-secret-'.padEnd(40, 'x');

export interface TestContext {
  config: Config;
  uploadsDir: string;
  db: Db;
  /** The shop the app runs on: what the operator commands and direct service calls use. */
  services: Services;
  app: ReturnType<typeof createApp>;
  /** Sends a request and parses the envelope. */
  call<T = unknown>(method: string, path: string, init?: CallInit): Promise<{ status: number; body: Envelope<T>; res: Response }>;
  close(): Promise<void>;
}

export interface CallInit {
  json?: unknown;
  form?: string;
  body?: string;
  headers?: Record<string, string>;
}

/** `logger`: where the shop logs (silent by default); a test that asserts on the log passes its own. */
export async function createTestContext(env: Record<string, string> = {}, options: { logger?: Logger } = {}): Promise<TestContext> {
  const dataDir = mkdtempSync(join(tmpdir(), 'om-api-'));
  const { url, drop } = await freshDatabaseUrl(dataDir);
  // Cheaper password hashing keeps the suite fast; the OWASP default is covered by password.test.ts.
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: url, LOG_LEVEL: 'silent', PASSWORD_HASH_LOG2N: '10', ...env });
  const logger = options.logger ?? createLogger('silent');
  const db = openShopDatabase(config, logger);
  await migrateToLatest(db);
  const uploadsDir = join(dataDir, 'uploads');
  // Outgoing HTTP (the sandbox provider's callbacks to the shop) comes back into this app in-process.
  const loopback: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    return app.request(url.pathname + url.search, init);
  };
  const services = createServices({
    config,
    db,
    logger,
    appSecret: TEST_APP_SECRET,
    uploadsDir,
    mediaDir: join(dataDir, 'media'),
    fetch: loopback,
  });
  const app = createApp(services);

  const call: TestContext['call'] = async (method, path, init = {}) => {
    const headers: Record<string, string> = { ...init.headers };
    let body: string | undefined = init.body;
    if (init.json !== undefined) {
      body = JSON.stringify(init.json);
      headers['content-type'] ??= 'application/json';
    } else if (init.form !== undefined) {
      body = init.form;
      headers['content-type'] ??= 'application/x-www-form-urlencoded';
    }
    const res = await app.request(path, { method, headers, body });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : (null as never), res };
  };

  return {
    config,
    uploadsDir,
    db,
    services,
    app,
    call,
    close: async () => {
      await db.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
