import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmdirSync, rmSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { dialectOf, openDatabase, sqlitePath } from '../db/database.ts';
import { tableCount } from './backup.repository.ts';
import { checkBackup, copyInto, DATA_DIRS } from './backup.service.ts';
import { BackupError, type Manifest } from './manifest.ts';
import { isEmptyDir, isWithin, stamp } from './paths.ts';
import { findPgTools, restoreArgs, runPg, shownCommand, type PgTools } from './postgres-tools.ts';

export interface RestoreTarget {
  dataDir: string;
  databaseUrl: string;
  /** STORAGE_URL of the shop restored, when it keeps its media and uploads in a bucket. */
  bucket?: string;
  /** Tests pass the tools found (or none); by default they are looked up on the PATH. */
  pgTools?: PgTools;
  now?: () => Date;
}

export interface Restored {
  manifest: Manifest;
  /** Where what --force replaced was moved to (inside DATA_DIR). */
  previous?: string;
}

/**
 * Restores a backup into DATA_DIR (and, on PostgreSQL, into DATABASE_URL's database). Every checksum is checked
 * before anything is written; the new data directory is assembled in a temporary directory and moved into place,
 * and pg_restore runs in one transaction, so a failure leaves the target as it was. With the shop stopped.
 */
export async function restoreBackup(dir: string, target: RestoreTarget, { force = false } = {}, say: (line: string) => void = () => {}): Promise<Restored> {
  const source = resolve(dir);
  const manifest = await checkBackup(source);
  say(`backup of ${manifest.createdAt} checked: ${manifest.files.length} files, ${manifest.totalBytes} bytes`);
  const storageNote = bucketNote(manifest, target.bucket);
  if (storageNote) say(storageNote);
  const dialect = dialectOf(target.databaseUrl);
  if (manifest.database.dialect !== dialect) {
    throw new BackupError(`the backup holds a ${manifest.database.dialect} database and DATABASE_URL names ${dialect}: restore it with DATABASE_URL set as when it was made`);
  }
  const dataDir = resolve(target.dataDir);
  if (isWithin(source, dataDir) || isWithin(dataDir, source)) throw new BackupError(`the backup ${source} and DATA_DIR ${dataDir} overlap: keep backups outside the data directory`);
  if (existsSync(dataDir) && !statSync(dataDir).isDirectory()) throw new BackupError(`DATA_DIR ${dataDir} is a file, not a directory`);
  const occupied = !isEmptyDir(dataDir);
  const previous = join(dataDir, `.before-restore-${stamp(target.now?.() ?? new Date())}`);
  if (occupied && !force) {
    throw new BackupError(`DATA_DIR ${dataDir} is not empty: restore into an empty directory, or add --force to replace what is there (it is moved to ${previous})`);
  }

  let dbRel = '';
  let pgRestore = '';
  let clean = false;
  if (dialect === 'sqlite') {
    const dbPath = resolve(sqlitePath(target.databaseUrl));
    dbRel = relative(dataDir, dbPath);
    if (dbRel.startsWith('..') || isAbsolute(dbRel)) {
      throw new BackupError(`DATABASE_URL names ${dbPath}, outside DATA_DIR ${dataDir}: with the shop stopped, copy ${join(source, manifest.database.file)} there yourself (and delete its -wal and -shm files), or restore with a DATABASE_URL inside DATA_DIR`);
    }
  } else {
    pgRestore = (target.pgTools ?? findPgTools()).restore ?? '';
    if (!pgRestore) {
      throw new BackupError(
        [
          'pg_restore was not found: install the PostgreSQL client tools (Debian: apt-get install postgresql-client) and run this again,',
          'or restore the database yourself with',
          `  ${shownCommand('pg_restore', restoreArgs(join(source, manifest.database.file), false), target.databaseUrl)} ${join(source, manifest.database.file)}`,
          `and copy ${DATA_DIRS.map((d) => join(source, d)).join(', ')} and ${join(source, 'secrets.json')} (those present) into ${dataDir}.`,
        ].join('\n'),
      );
    }
    const db = openDatabase(target.databaseUrl, { connections: 1 });
    const tables = await tableCount(db)
      .catch((err: Error) => {
        throw new BackupError(`the database of DATABASE_URL cannot be read (${err.message}): create it first (createdb), or check the address`);
      })
      .finally(() => db.close());
    if (tables > 0 && !force) throw new BackupError(`the database of DATABASE_URL already holds ${tables} tables: restore into an empty database, or add --force to replace them`);
    clean = tables > 0;
  }

  // Assembled inside DATA_DIR and moved up entry by entry: DATA_DIR itself may be a mount point (a volume), which
  // cannot be renamed or replaced, and a rename within it never crosses file systems.
  const created = !existsSync(dataDir);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const tmp = mkdtempSync(join(dataDir, '.restore-'));
  let moving = false;
  try {
    for (const f of manifest.files) {
      if (f.path !== manifest.database.file && !copyInto(source, tmp, f.path)) throw new BackupError(`${f.path} vanished from the backup while it was restored`);
    }
    if (dialect === 'sqlite') {
      copyInto(source, tmp, manifest.database.file);
      mkdirSync(dirname(join(tmp, dbRel)), { recursive: true });
      renameSync(join(tmp, manifest.database.file), join(tmp, dbRel));
      chmodSync(join(tmp, dbRel), 0o600);
    } else {
      await runPg(pgRestore, restoreArgs(join(source, manifest.database.file), clean), target.databaseUrl, [join(source, manifest.database.file)]);
      say(`database restored into ${shownCommand('', [], target.databaseUrl).trim()}`);
    }
    moving = true;
    if (occupied) {
      mkdirSync(previous);
      for (const name of readdirSync(dataDir)) if (join(dataDir, name) !== tmp && join(dataDir, name) !== previous) renameSync(join(dataDir, name), join(previous, name));
    }
    for (const name of readdirSync(tmp)) renameSync(join(tmp, name), join(dataDir, name));
    rmdirSync(tmp);
    return { manifest, previous: occupied ? previous : undefined };
  } catch (err) {
    if (moving) {
      // Renames within one directory hardly fail; if one did, both halves are still there to finish by hand.
      throw new BackupError(`the restore stopped while moving files into place (${(err as Error).message}): the restored files are in ${tmp}${occupied ? `, what was there before in ${previous}` : ''}`);
    }
    rmSync(tmp, { recursive: true, force: true });
    if (created) rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
}

/** What to do about media and uploads that the backup and the restored shop keep in different places. */
function bucketNote(manifest: Manifest, bucket: string | undefined): string | undefined {
  const from = manifest.bucket;
  if (from && from.url !== bucket) {
    const where = `${from.url}${from.endpoint ? ` at ${from.endpoint}` : ''}`;
    return `media and uploads are not in this backup but in ${where}: run the shop with STORAGE_URL=${from.url} (and its S3_* settings), or copy them from there into DATA_DIR/media and DATA_DIR/uploads`;
  }
  if (!from && bucket) return `this backup holds media and uploads as files, but the shop reads them from ${bucket}: copy DATA_DIR/media and DATA_DIR/uploads into its media/ and uploads/ folders (aws s3 sync, mc mirror) once restored`;
  return undefined;
}
