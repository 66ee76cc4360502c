/**
 * `node scripts/bench/login-burst.ts`: how long a member's login takes while 200 other logins arrive at
 * once, at the production scrypt cost (2^17), in-process on a throwaway SQLite database. Two bursts: 200 wrong
 * passwords for one account from one address, and 200 logins for 200 accounts from 200 addresses (which no
 * per-address limit stops). Prints the legitimate login's latency and what the burst was answered.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { createLogger } from '../../src/server/logger.ts';
import { createServices } from '../../src/server/services.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'om-login-burst-'));
const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', TRUST_PROXY: '1', REGISTER_MAX_PER_IP_HOUR: '100000' });
const db = openDatabase(config.databaseUrl);
await migrateToLatest(db);
const services = createServices({ config, db, logger: createLogger('silent'), appSecret: 'bench-secret-'.padEnd(40, 'x'), uploadsDir: join(dataDir, 'u'), mediaDir: join(dataDir, 'm') });
const app = createApp(services);

const call = (path: string, json: unknown, ip: string) =>
  app.request(path, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify(json) });
const register = async (account: string, ip: string) => {
  const res = await call('/api/member/register', { account, pwd: 'secret123' }, ip);
  if (((await res.json()) as { code: number }).code !== 200) throw new Error(`register ${account} failed`);
};

await register('legit_member', '10.1.0.1');
await register('target_member', '10.1.0.2');
for (let i = 0; i < 200; i += 1) await register(`crowd_${i}`, `10.3.${i >> 8}.${i & 255}`);

async function burst(name: string, requests: () => (Response | Promise<Response>)[]) {
  const started = performance.now();
  const crowd = requests();
  await new Promise((r) => setTimeout(r, 20));
  const t0 = performance.now();
  const legit = await call('/api/member/login', { account: 'legit_member', pwd: 'secret123' }, '10.1.0.1');
  const legitMs = performance.now() - t0;
  const legitOk = ((await legit.json()) as { code: number }).code === 200;
  const answers = await Promise.all(crowd);
  const statuses = new Map<number, number>();
  for (const a of answers) statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
  const total = performance.now() - started;
  console.log(`${name}: legitimate login ${legitOk ? 'succeeded' : 'FAILED'} in ${legitMs.toFixed(0)} ms; burst answered ${[...statuses].map(([s, n]) => `${n}×${s}`).join(', ')} in ${total.toFixed(0)} ms`);
}

await burst('200 wrong passwords, one account, one address', () =>
  Array.from({ length: 200 }, (_, i) => call('/api/member/login', { account: 'target_member', pwd: `wrong${i}xx` }, '10.2.0.1')));
await burst('200 logins, 200 accounts, 200 addresses', () =>
  Array.from({ length: 200 }, (_, i) => call('/api/member/login', { account: `crowd_${i}`, pwd: 'secret123' }, `10.4.${i >> 8}.${i & 255}`)));

await db.close();
rmSync(dataDir, { recursive: true, force: true });
