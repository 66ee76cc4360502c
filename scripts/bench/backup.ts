/**
 * `npm run bench -- --only backup`: the demo shop's data directory backed up by `npm run ops -- backup`, then
 * restored by `npm run ops -- restore` into a new one and the shop started on it (migrations run, the health
 * check answers). Each command is timed as the operator runs it, Node's start included.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../src/server/app.ts';
import { boot } from '../../src/server/boot.ts';
import { createServices } from '../../src/server/services.ts';
import { demoShop } from './serving.ts';
import type { BenchSummary } from './summary.ts';

export interface BackupReport {
  backupSeconds: number;
  restoreSeconds: number;
  startSeconds: number;
  bytes: number;
}

const ops = new URL('../ops.ts', import.meta.url).pathname;
const seconds = (since: number) => Math.round((performance.now() - since) / 10) / 100;

export async function backupBench(): Promise<BackupReport> {
  const root = mkdtempSync(join(tmpdir(), 'om-bench-backup-'));
  try {
    const source = join(root, 'data');
    await demoShop(source);
    const env = (dataDir: string) => ({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' });
    let since = performance.now();
    const written = execFileSync(process.execPath, [ops, 'backup', join(root, 'backup')], { env: env(source), encoding: 'utf8' });
    const backupSeconds = seconds(since);
    const bytes = (JSON.parse(readFileSync(join(root, 'backup', 'manifest.json'), 'utf8')) as { totalBytes: number }).totalBytes;
    console.log(`  ${written.trim().split('\n').at(-1)}`);
    const target = join(root, 'restored');
    since = performance.now();
    execFileSync(process.execPath, [ops, 'restore', join(root, 'backup')], { env: env(target), stdio: 'ignore' });
    const restoreSeconds = seconds(since);
    since = performance.now();
    const runtime = await boot(env(target));
    try {
      const res = await createApp(createServices(runtime)).request('/api/health');
      if (res.status !== 200) throw new Error(`the restored shop answers its health check with ${res.status}`);
    } finally {
      await runtime.db.close();
    }
    return { backupSeconds, restoreSeconds, startSeconds: seconds(since), bytes };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

export function printBackup(r: BackupReport, summary: BenchSummary): void {
  console.log(`\nBackup of the demo shop (${(r.bytes / 1e6).toFixed(1)} MB, SQLite)`);
  console.log(`  npm run ops -- backup            ${r.backupSeconds} s`);
  console.log(`  npm run ops -- restore           ${r.restoreSeconds} s`);
  console.log(`  shop started on it (health 200)  ${r.startSeconds} s`);
  summary.add({ figure: 'backup of the demo shop', value: r.backupSeconds, unit: 's', budget: { max: 5 } });
  summary.add({ figure: 'restore + start', value: Math.round((r.restoreSeconds + r.startSeconds) * 100) / 100, unit: 's', budget: { max: 30 } });
}
