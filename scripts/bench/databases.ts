import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startCluster } from '../lib/pg-cluster.ts';

export type BenchDialect = 'sqlite' | 'postgres';

export interface BenchDatabase {
  dialect: BenchDialect;
  /** Environment for the server and the seeder: a throwaway DATA_DIR and the DATABASE_URL. */
  env: Record<string, string>;
  note?: string;
  dispose(): void;
}

/**
 * A database for the bench on PostgreSQL: created with UTF-8 character classes (LC_CTYPE C.UTF-8), as a
 * production database would be, so pg_trgm indexes Chinese text too; byte-order collation as the tests use.
 */
async function createBenchDatabase(adminUrl: string): Promise<{ url: string; note?: string }> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`create database om_bench template template0 encoding 'UTF8' lc_collate 'C' lc_ctype 'C.UTF-8'`);
    return { url: adminUrl.replace(/\/[^/]*$/, '/om_bench') };
  } catch (err) {
    await client.query('create database om_bench');
    return { url: adminUrl.replace(/\/[^/]*$/, '/om_bench'), note: `no C.UTF-8 locale (${(err as Error).message}): Chinese terms of 3+ characters cannot use pg_trgm` };
  } finally {
    await client.end();
  }
}

/** A fresh database of the dialect, or the reason there is none on this machine. */
export async function benchDatabase(dialect: BenchDialect): Promise<BenchDatabase | { skipped: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), `om-bench-${dialect}-`));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (dialect === 'sqlite') return { dialect, env: { DATA_DIR: dataDir, DATABASE_URL: '' }, dispose: removeDir };
  const cluster = await startCluster();
  if ('skipped' in cluster) {
    removeDir();
    return { skipped: cluster.skipped };
  }
  try {
    const { url, note } = await createBenchDatabase(cluster.url);
    return {
      dialect,
      env: { DATA_DIR: dataDir, DATABASE_URL: url },
      note,
      dispose: () => {
        cluster.stop();
        removeDir();
      },
    };
  } catch (err) {
    cluster.stop();
    removeDir();
    throw err;
  }
}
