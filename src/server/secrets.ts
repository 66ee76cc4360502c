import { randomBytes, createHmac } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './config.ts';

const FILE = 'secrets.json';

/**
 * The application secret: APP_SECRET when set, otherwise one generated on first start and kept in
 * DATA_DIR so tokens and signatures stay valid across restarts of a single-machine install.
 */
export function resolveAppSecret(config: Config): string {
  if (config.appSecret) return config.appSecret;
  const file = join(config.dataDir, FILE);
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { appSecret?: string };
    if (stored.appSecret && stored.appSecret.length >= 32) return stored.appSecret;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const appSecret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${JSON.stringify({ appSecret }, null, 2)}\n`, { mode: 0o600 });
  return appSecret;
}

/** A key for one purpose, so a leak of one derived key does not expose the others. */
export function deriveKey(appSecret: string, purpose: string): Buffer {
  return createHmac('sha256', appSecret).update(purpose).digest();
}
