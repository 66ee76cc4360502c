import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig, type Config } from './config.ts';
import { openDatabase, type Db } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { createLogger, type Logger } from './logger.ts';
import { resolveAppSecret } from './secrets.ts';

export interface Runtime {
  config: Config;
  db: Db;
  logger: Logger;
  appSecret: string;
  uploadsDir: string;
  mediaDir: string;
}

/** What the server, the CLI and the scripts all start from: validated config, a migrated database. */
export async function boot(env: Record<string, string | undefined> = process.env): Promise<Runtime> {
  const config = loadConfig(env);
  const logger = createLogger(config.logLevel);
  const appSecret = resolveAppSecret(config);
  const db = openDatabase(config.databaseUrl);
  await migrateToLatest(db);
  const uploadsDir = join(config.dataDir, 'uploads');
  const mediaDir = join(config.dataDir, 'media');
  mkdirSync(uploadsDir, { recursive: true });
  mkdirSync(mediaDir, { recursive: true });
  return { config, db, logger, appSecret, uploadsDir, mediaDir };
}
