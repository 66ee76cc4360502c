import { existsSync, readFileSync } from 'node:fs';
import { checkBackup, writeBackup } from '../backup/backup.service.ts';
import { BackupError, type Manifest } from '../backup/manifest.ts';
import { restoreBackup } from '../backup/restore.service.ts';
import { loadConfig } from '../config.ts';
import { dialectOf, openDatabase, sqlitePath } from '../db/database.ts';
import { storageUrlOf } from '../storage/s3-config.ts';
import { need } from './args.ts';
import { OpsFailure, UsageError, type DataCommand } from './types.ts';

const appVersion = (JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

/** A refusal of the backup service is the operator's to read, not a crash. */
async function refusing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof BackupError) throw new OpsFailure(err.message);
    throw err;
  }
}

/** The one directory argument, with `flags` the only options allowed. */
function oneDir(args: string[], flags: string[] = []): string {
  const unknown = args.find((a) => a.startsWith('--') && !flags.includes(a));
  if (unknown) throw new UsageError(`unknown option "${unknown}"`);
  const given = need(args.filter((a) => !flags.includes(a)), 1, 'backup directory');
  if (given.length > 1) throw new UsageError(`one directory only, not also "${given[1]}"`);
  return given[0]!;
}

const sizeOf = (bytes: number) => (bytes < 1 << 20 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / (1 << 20)).toFixed(1)} MB`);
const summary = (m: Manifest) =>
  `${m.files.length} files, ${sizeOf(m.totalBytes)}; ${m.database.dialect} database as of ${m.createdAt}, ${m.database.migrations} migrations (last ${m.database.lastMigration ?? 'none'}), version ${m.appVersion}`;

export const backupDataCommands: Record<string, DataCommand> = {
  backup: {
    usage: 'backup <dir>',
    summary: 'write a backup (database, media, uploads, secrets.json, manifest; media in a bucket are named, not copied) into a new directory; safe while the shop runs',
    run: async (env, args, out) => {
      const dir = oneDir(args);
      const config = loadConfig(env);
      const started = performance.now();
      const manifest = await refusing(async () => {
        const sqliteFile = dialectOf(config.databaseUrl) === 'sqlite' ? sqlitePath(config.databaseUrl) : undefined;
        // Opening a missing SQLite file would create an empty database and back that up.
        if (sqliteFile && !existsSync(sqliteFile)) throw new BackupError(`there is no database at ${sqliteFile}: check DATA_DIR and DATABASE_URL`);
        const db = openDatabase(config.databaseUrl, { connections: 1 });
        try {
          const bucket = config.s3 ? { url: storageUrlOf(config.s3), endpoint: config.s3.endpoint ?? null } : undefined;
          return await writeBackup({ db, databaseUrl: config.databaseUrl, dataDir: config.dataDir, appVersion, bucket }, dir, out);
        } finally {
          await db.close();
        }
      });
      out(`backup written to ${dir} in ${((performance.now() - started) / 1000).toFixed(2)} s: ${summary(manifest)}`);
    },
  },
  'backup:check': {
    usage: 'backup:check <dir>',
    summary: 'check a backup: its manifest and every file\'s size and sha256',
    run: async (_env, args, out) => {
      const dir = oneDir(args);
      out(`${dir} is whole: ${summary(await refusing(() => checkBackup(dir)))}`);
    },
  },
  restore: {
    usage: 'restore <dir> [--force]',
    summary: 'with the shop stopped: check a backup, then restore it into DATA_DIR and DATABASE_URL (--force replaces what is there)',
    run: async (env, args, out) => {
      const dir = oneDir(args, ['--force']);
      const config = loadConfig(env);
      const started = performance.now();
      const { manifest, previous } = await refusing(() => restoreBackup(dir, { dataDir: config.dataDir, databaseUrl: config.databaseUrl, bucket: config.s3 ? storageUrlOf(config.s3) : undefined }, { force: args.includes('--force') }, out));
      out(`restored ${summary(manifest)} into ${config.dataDir} in ${((performance.now() - started) / 1000).toFixed(2)} s`);
      if (previous) out(`the data directory it replaced is kept at ${previous}: delete it once the shop runs well`);
    },
  },
};
