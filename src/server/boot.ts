import { join } from 'node:path';
import { loadConfig, type Config } from './config.ts';
import { openDatabase, type Db } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { createLogger, type Logger } from './logger.ts';
import type { Mailer } from './mail/mailer.ts';
import { resolveAppSecret } from './secrets.ts';
import { shopStorage, type ShopStorage } from './storage/shop-storage.ts';

/** What the server, the CLI, the scripts and the tests all start from; createServices builds the shop on it. */
export interface Runtime {
  config: Config;
  db: Db;
  logger: Logger;
  appSecret: string;
  /** Member uploads, served under /uploads. */
  uploadsDir: string;
  /** Catalogue images (goods, brands, banners) under /media. */
  mediaDir: string;
  /** The local disk over the two directories above, or a bucket (STORAGE_URL); tests swap it (storage/shop-storage.ts). */
  storage?: ShopStorage;
  /** Tests swap the mail transport; by default SMTP_URL decides. */
  mailer?: Mailer;
  /** Outgoing HTTP (the sandbox provider's callbacks); tests route it back into the app. */
  fetch?: typeof fetch;
}

/**
 * The shop's database as the config names it: the primary, and the standby catalogue reads go to when
 * DATABASE_READ_URL is set (each time the standby is set aside, the log says why). On SQLite, catalogue reads
 * run on SQLITE_READERS threads; a caller already off the main thread (a render thread) passes `readers: 0`.
 */
export function openShopDatabase(config: Config, logger: Logger, connections?: number, readers = config.sqliteReaders): Db {
  return openDatabase(config.databaseUrl, {
    connections,
    readers,
    readTimeoutMs: config.catalogueQueryTimeoutMs,
    readUrl: config.databaseReadUrl,
    readMaxLagSeconds: config.databaseReadMaxLagSeconds,
    onReplicaRest: (reason) => logger.warn('catalogue reads use the primary for a few seconds', { reason }),
  });
}

/** Validated config and a migrated database; the storage makes its directories when it first writes. */
export async function boot(env: Record<string, string | undefined> = process.env): Promise<Runtime> {
  const config = loadConfig(env);
  const logger = createLogger(config.logLevel);
  const appSecret = resolveAppSecret(config);
  const db = openShopDatabase(config, logger);
  await migrateToLatest(db);
  const uploadsDir = join(config.dataDir, 'uploads');
  const mediaDir = join(config.dataDir, 'media');
  return { config, db, logger, appSecret, uploadsDir, mediaDir, storage: shopStorage({ uploadsDir, mediaDir, config }) };
}
