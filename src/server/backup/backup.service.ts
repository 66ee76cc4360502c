import { copyFileSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { sqlitePath, type Db } from '../db/database.ts';
import { migrationState, vacuumInto } from './backup.repository.ts';
import { BackupError, describeFile, filesUnder, MANIFEST, newManifest, readManifest, verifyFiles, type Manifest, type ManifestBucket } from './manifest.ts';
import { isEmptyDir, isWithin } from './paths.ts';
import { dumpArgs, findPgTools, runPg, shownCommand, type PgTools } from './postgres-tools.ts';

/** What a restore needs besides the database: the shop's files and, when APP_SECRET is not set, its generated secret. */
export const DATA_FILES = ['secrets.json'];
export const DATA_DIRS = ['media', 'uploads'];

export const databaseFile = (dialect: Db['dialect']) => (dialect === 'sqlite' ? 'database.sqlite' : 'database.pgdump');

export interface BackupSource {
  db: Db;
  databaseUrl: string;
  dataDir: string;
  appVersion: string;
  /** The bucket the shop keeps its media and uploads in (STORAGE_URL): they are named, not copied. */
  bucket?: ManifestBucket;
  /** Tests pass the tools found (or none); by default they are looked up on the PATH. */
  pgTools?: PgTools;
  now?: () => Date;
}

/**
 * Writes a backup into `dir` (new or empty): the database as of the moment it starts, then the media, uploads and
 * secrets.json, and a manifest with each file's size and sha256; media and uploads in a bucket are not copied
 * but named in the manifest, the bucket's versions being their backup. It is written into a temporary directory beside
 * `dir` and renamed at the end, so `dir` either holds a whole backup or nothing.
 */
export async function writeBackup(src: BackupSource, dir: string, say: (line: string) => void = () => {}): Promise<Manifest> {
  const target = resolve(dir);
  const dataDir = resolve(src.dataDir);
  if (!isEmptyDir(target)) throw new BackupError(`${target} is not empty: write each backup into a new directory`);
  if (isWithin(target, dataDir)) throw new BackupError(`${target} is inside DATA_DIR (${dataDir}): keep backups outside the directory they copy`);
  const { dialect } = src.db;
  const file = databaseFile(dialect);
  const pgDump = dialect === 'postgres' ? (src.pgTools ?? findPgTools()).dump : undefined;
  if (dialect === 'postgres' && !pgDump) {
    throw new BackupError(
      [
        'pg_dump was not found: install the PostgreSQL client tools (Debian: apt-get install postgresql-client, a version at least the server\'s) and run this again,',
        'or back the database up yourself with',
        `  ${shownCommand('pg_dump', dumpArgs(join(target, file)), src.databaseUrl)}`,
        `and copy ${DATA_DIRS.map((d) => join(dataDir, d)).join(', ')} and ${join(dataDir, 'secrets.json')} beside it.`,
      ].join('\n'),
    );
  }
  mkdirSync(dirname(target), { recursive: true });
  const tmp = mkdtempSync(join(dirname(target), `.${basename(target)}.partial-`));
  try {
    const createdAt = (src.now?.() ?? new Date()).toISOString();
    const migrations = await migrationState(src.db).catch((err: Error) => {
      throw new BackupError(`the database cannot be read (${err.message}): check DATABASE_URL, and that the shop has started on it once`);
    });
    if (dialect === 'sqlite') {
      if (sqlitePath(src.databaseUrl) === ':memory:') throw new BackupError('the database is in memory: there is nothing on disk to back up');
      await vacuumInto(src.db, join(tmp, file));
    } else {
      await runPg(pgDump!, dumpArgs(join(tmp, file)), src.databaseUrl);
    }
    say(`database (${dialect}) copied as of ${createdAt}`);
    // Files after the database: what the snapshot points at is there (media are named by content and kept a
    // day after their last use), and a file added since is merely unused.
    const dirs = src.bucket ? [] : DATA_DIRS;
    const copied = [...DATA_FILES.filter((f) => existsSync(join(dataDir, f))), ...dirs.flatMap((d) => filesUnder(dataDir, d))].filter((rel) => copyInto(dataDir, tmp, rel));
    if (src.bucket) say(`media and uploads are in ${src.bucket.url}: named in the manifest, not copied (the bucket's versions or replica are their backup)`);
    const files = [];
    for (const rel of [file, ...copied]) files.push(await describeFile(tmp, rel));
    const manifest = newManifest({ createdAt, appVersion: src.appVersion, database: { dialect, file, ...migrations }, files, ...(src.bucket ? { bucket: src.bucket } : {}) });
    writeFileSync(join(tmp, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    if (existsSync(target)) rmdirSync(target);
    renameSync(tmp, target);
    return manifest;
  } catch (err) {
    rmSync(tmp, { recursive: true, force: true });
    throw err;
  }
}

/** Copies one file from `from` to `to` at the same relative path; false when it went away meanwhile (a clean-up). */
export function copyInto(from: string, to: string, rel: string): boolean {
  mkdirSync(dirname(join(to, rel)), { recursive: true });
  try {
    copyFileSync(join(from, rel), join(to, rel));
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw err;
  }
}

/** Reads a backup's manifest and checks every file against it: what `backup:check` and every restore do first. */
export async function checkBackup(dir: string): Promise<Manifest> {
  const source = resolve(dir);
  const manifest = readManifest(source);
  await verifyFiles(source, manifest);
  return manifest;
}
