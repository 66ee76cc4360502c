import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { isAbsolute, join, normalize, sep } from 'node:path';
import type { Dialect } from '../db/database.ts';

/** A backup could not be made or restored; the message says why and what to do. */
export class BackupError extends Error {}

export const MANIFEST = 'manifest.json';
const FORMAT = 'orchid-mall-backup';

export interface BackupFile {
  /** Relative to the backup directory, '/'-separated. */
  path: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  format: typeof FORMAT;
  formatVersion: 1;
  /** When the database snapshot was taken (ISO-8601 UTC): everything committed before is in it. */
  createdAt: string;
  appVersion: string;
  database: {
    dialect: Dialect;
    /** The dump or database file, one of `files`. */
    file: string;
    /** Migrations applied, and the last of them by name: the schema the dump holds. */
    migrations: number;
    lastMigration: string | null;
  };
  files: BackupFile[];
  totalBytes: number;
  /**
   * Set when the shop kept its media and uploads in a bucket: they are not among `files` but there, and the
   * host versions or replicates the bucket (README, "Media in a bucket (S3)").
   */
  bucket?: ManifestBucket;
}

export interface ManifestBucket {
  /** STORAGE_URL: s3://bucket/prefix. */
  url: string;
  /** S3_ENDPOINT, or null for AWS. */
  endpoint: string | null;
}

export function newManifest(fields: Omit<Manifest, 'format' | 'formatVersion' | 'totalBytes'>): Manifest {
  const totalBytes = fields.files.reduce((sum, f) => sum + f.size, 0);
  return { format: FORMAT, formatVersion: 1, ...fields, totalBytes };
}

export async function sha256File(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export async function describeFile(root: string, path: string): Promise<BackupFile> {
  const full = join(root, path);
  return { path, size: statSync(full).size, sha256: await sha256File(full) };
}

/** Regular files under `root/sub`, relative to `root` with '/' separators; none when `sub` is absent. */
export function filesUnder(root: string, sub: string): string[] {
  const base = join(root, sub);
  if (!existsSync(base)) return [];
  return readdirSync(base, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1).split(sep).join('/'))
    .sort();
}

/** A path from a manifest stays inside the backup: a forged `../../etc/…` is refused before anything is read. */
function safePath(path: unknown): path is string {
  return typeof path === 'string' && path !== '' && !isAbsolute(path) && !normalize(path).split(/[\\/]/).includes('..');
}

/** The manifest of a backup directory, with a clear refusal for a missing directory or one that is not a backup. */
export function readManifest(dir: string): Manifest {
  if (!existsSync(dir)) throw new BackupError(`${dir} does not exist`);
  if (!statSync(dir).isDirectory()) throw new BackupError(`${dir} is not a directory`);
  const file = join(dir, MANIFEST);
  if (!existsSync(file)) throw new BackupError(`${dir} is not a backup: it has no ${MANIFEST} (a backup is a directory written by "npm run ops -- backup")`);
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch {
    throw new BackupError(`${file} is not valid JSON: the backup is damaged`);
  }
  const filesOk = Array.isArray(manifest?.files) && manifest.files.every((f) => safePath(f?.path) && Number.isInteger(f.size) && /^[0-9a-f]{64}$/.test(String(f.sha256)));
  const bucketOk = manifest?.bucket === undefined || (typeof manifest.bucket?.url === 'string' && manifest.bucket.url.startsWith('s3://') && (manifest.bucket.endpoint === null || typeof manifest.bucket.endpoint === 'string'));
  if (manifest?.format !== FORMAT || !filesOk || !bucketOk || !manifest.database || !manifest.files.some((f) => f.path === manifest.database.file)) {
    throw new BackupError(`${file} is not the manifest of an Orchid Mall backup, or is damaged`);
  }
  if (manifest.formatVersion !== 1) throw new BackupError(`${dir} was written in backup format ${manifest.formatVersion}, which this version cannot read: restore it with a newer version`);
  return manifest;
}

/** Every file of the manifest is present with its size and checksum; otherwise the refusal lists each that is not. */
export async function verifyFiles(dir: string, manifest: Manifest): Promise<void> {
  const problems: string[] = [];
  for (const f of manifest.files) {
    const full = join(dir, f.path);
    if (!existsSync(full)) problems.push(`${f.path}: missing`);
    else if (statSync(full).size !== f.size) problems.push(`${f.path}: ${statSync(full).size} bytes, the manifest says ${f.size}`);
    else if ((await sha256File(full)) !== f.sha256) problems.push(`${f.path}: checksum mismatch`);
  }
  if (problems.length > 0) {
    const shown = problems.slice(0, 10).map((p) => `  ${p}`);
    if (problems.length > 10) shown.push(`  … and ${problems.length - 10} more`);
    throw new BackupError(`${dir} is damaged, nothing was restored:\n${shown.join('\n')}`);
  }
}
