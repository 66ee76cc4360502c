import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { checkBackup, writeBackup } from './backup.service.ts';
import { BackupError, describeFile, MANIFEST, newManifest } from './manifest.ts';
import { restoreBackup } from './restore.service.ts';

const root = mkdtempSync(join(tmpdir(), 'om-backup-'));
const dataDir = join(root, 'data');
const url = `sqlite:${join(dataDir, 'orchid.db')}`;
let db: Db;
let backup: string;

beforeAll(async () => {
  db = openDatabase(url);
  await migrateToLatest(db);
  await sql`create table backup_probe (v text)`.execute(db.kysely);
  await sql`insert into backup_probe values ('kept')`.execute(db.kysely);
  mkdirSync(join(dataDir, 'media', 'goods'), { recursive: true });
  writeFileSync(join(dataDir, 'media', 'goods', 'a.webp'), 'picture');
  mkdirSync(join(dataDir, 'uploads', '7'), { recursive: true });
  writeFileSync(join(dataDir, 'uploads', '7', 'b.png'), 'upload');
  writeFileSync(join(dataDir, 'secrets.json'), '{"appSecret":"s"}');
  backup = join(root, 'backup-1');
  await writeBackup({ db, databaseUrl: url, dataDir, appVersion: '9.9.9' }, backup);
});
afterAll(async () => {
  await db.close();
  rmSync(root, { recursive: true, force: true });
});

const refusal = (p: Promise<unknown>) => expect(p).rejects.toBeInstanceOf(BackupError);
/** Leftover temporary directories beside the targets: a failure must leave none. */
const leftovers = () => readdirSync(root).filter((n) => n.startsWith('.'));

describe('backups', () => {
  it('writes the database, media, uploads and secrets with a manifest of sizes and checksums', async () => {
    const manifest = await checkBackup(backup);
    expect(manifest.appVersion).toBe('9.9.9');
    expect(manifest.database).toMatchObject({ dialect: 'sqlite', file: 'database.sqlite' });
    expect(manifest.database.migrations).toBeGreaterThan(10);
    expect(manifest.files.map((f) => f.path).sort()).toEqual(['database.sqlite', 'media/goods/a.webp', 'secrets.json', 'uploads/7/b.png']);
    expect(manifest.totalBytes).toBe(manifest.files.reduce((s, f) => s + f.size, 0));
    expect(leftovers()).toEqual([]);
  });

  it('restores into an empty data directory, the database at DATABASE_URL\'s place in it', async () => {
    const target = join(root, 'restored');
    await restoreBackup(backup, { dataDir: target, databaseUrl: `sqlite:${join(target, 'shop.db')}` });
    expect(readFileSync(join(target, 'media', 'goods', 'a.webp'), 'utf8')).toBe('picture');
    expect(readFileSync(join(target, 'uploads', '7', 'b.png'), 'utf8')).toBe('upload');
    const restored = openDatabase(`sqlite:${join(target, 'shop.db')}`);
    try {
      const { rows } = await sql<{ n: number }>`select count(*) as n from kysely_migration`.execute(restored.kysely);
      expect(rows[0]!.n).toBe((await checkBackup(backup)).database.migrations);
      expect((await sql<{ v: string }>`select v from backup_probe`.execute(restored.kysely)).rows).toEqual([{ v: 'kept' }]);
    } finally {
      await restored.close();
    }
  });

  it('refuses a data directory that is not empty unless forced, and keeps the replaced one aside', async () => {
    const target = join(root, 'occupied');
    mkdirSync(target);
    writeFileSync(join(target, 'orchid.db'), 'current');
    const to = { dataDir: target, databaseUrl: `sqlite:${join(target, 'orchid.db')}`, now: () => new Date('2026-01-02T03:04:05Z') };
    await expect(restoreBackup(backup, to)).rejects.toThrow(/is not empty: .*--force/);
    expect(readFileSync(join(target, 'orchid.db'), 'utf8')).toBe('current');
    const { previous } = await restoreBackup(backup, to, { force: true });
    expect(previous).toBe(join(target, '.before-restore-2026-01-02T03-04-05Z'));
    expect(readdirSync(target).sort()).toEqual(['.before-restore-2026-01-02T03-04-05Z', 'media', 'orchid.db', 'secrets.json', 'uploads']);
    expect(readFileSync(join(previous!, 'orchid.db'), 'utf8')).toBe('current');
    expect(readFileSync(join(target, 'secrets.json'), 'utf8')).toBe('{"appSecret":"s"}');
  });

  it('refuses a tampered backup before writing anything', async () => {
    const copy = join(root, 'backup-tampered');
    await writeBackup({ db, databaseUrl: url, dataDir, appVersion: '9.9.9' }, copy);
    writeFileSync(join(copy, 'media', 'goods', 'a.webp'), 'Picture');
    const target = join(root, 'never');
    await expect(restoreBackup(copy, { dataDir: target, databaseUrl: `sqlite:${join(target, 'orchid.db')}` })).rejects.toThrow('media/goods/a.webp: checksum mismatch');
    expect(existsSync(target)).toBe(false);
    rmSync(join(copy, 'uploads', '7', 'b.png'));
    await expect(checkBackup(copy)).rejects.toThrow('uploads/7/b.png: missing');
    expect(leftovers()).toEqual([]);
  });

  it('names what is wrong with a directory that is no backup', async () => {
    await expect(checkBackup(join(root, 'nowhere'))).rejects.toThrow('does not exist');
    await expect(checkBackup(dataDir)).rejects.toThrow('is not a backup');
    const forged = join(root, 'forged');
    mkdirSync(forged);
    writeFileSync(join(forged, 'x'), 'x');
    const file = { ...(await describeFile(forged, 'x')), path: '../data/secrets.json' };
    writeFileSync(join(forged, MANIFEST), JSON.stringify(newManifest({ createdAt: '', appVersion: '', database: { dialect: 'sqlite', file: file.path, migrations: 0, lastMigration: null }, files: [file] })));
    await expect(checkBackup(forged)).rejects.toThrow('is not the manifest of an Orchid Mall backup');
    writeFileSync(join(forged, MANIFEST), '{');
    await expect(checkBackup(forged)).rejects.toThrow('not valid JSON');
  });

  it('names the bucket media and uploads are kept in instead of copying them, and restores without them', async () => {
    const inBucket = join(root, 'backup-bucket');
    const bucket = { url: 's3://orchid-media/shop', endpoint: 'http://minio:9000' };
    const said: string[] = [];
    const manifest = await writeBackup({ db, databaseUrl: url, dataDir, appVersion: '9.9.9', bucket }, inBucket, (l) => said.push(l));
    expect(manifest.files.map((f) => f.path).sort()).toEqual(['database.sqlite', 'secrets.json']);
    expect(manifest.bucket).toEqual(bucket);
    expect(said.join('\n')).toContain('media and uploads are in s3://orchid-media/shop: named in the manifest, not copied');
    expect((await checkBackup(inBucket)).bucket).toEqual(bucket);

    const target = join(root, 'restored-bucket');
    const restoring: string[] = [];
    await restoreBackup(inBucket, { dataDir: target, databaseUrl: `sqlite:${join(target, 'orchid.db')}`, bucket: bucket.url }, {}, (l) => restoring.push(l));
    expect(readdirSync(target).sort()).toEqual(['orchid.db', 'secrets.json']);
    expect(restoring.join('\n')).not.toContain('media and uploads');
    // Restored for a shop on the local disk, or made on the disk for one on a bucket: the restore says what to copy.
    const elsewhere: string[] = [];
    const local = join(root, 'restored-local');
    await restoreBackup(inBucket, { dataDir: local, databaseUrl: `sqlite:${join(local, 'orchid.db')}` }, {}, (l) => elsewhere.push(l));
    expect(elsewhere.join('\n')).toContain('not in this backup but in s3://orchid-media/shop at http://minio:9000: run the shop with STORAGE_URL=s3://orchid-media/shop');
    const toBucket: string[] = [];
    const moved = join(root, 'restored-to-bucket');
    await restoreBackup(backup, { dataDir: moved, databaseUrl: `sqlite:${join(moved, 'orchid.db')}`, bucket: 's3://other' }, {}, (l) => toBucket.push(l));
    expect(toBucket.join('\n')).toContain('the shop reads them from s3://other: copy DATA_DIR/media and DATA_DIR/uploads');

    const forged = JSON.parse(readFileSync(join(inBucket, MANIFEST), 'utf8')) as Record<string, unknown>;
    writeFileSync(join(inBucket, MANIFEST), JSON.stringify({ ...forged, bucket: { url: '/etc', endpoint: null } }));
    await expect(checkBackup(inBucket)).rejects.toThrow('is not the manifest of an Orchid Mall backup');
  });

  it('refuses to write into a directory that is not empty or lies inside DATA_DIR', async () => {
    await expect(writeBackup({ db, databaseUrl: url, dataDir, appVersion: '1' }, backup)).rejects.toThrow('is not empty');
    await expect(writeBackup({ db, databaseUrl: url, dataDir, appVersion: '1' }, join(dataDir, 'backups', 'b'))).rejects.toThrow('inside DATA_DIR');
  });

  it('restores only into the database kind it was made from', async () => {
    await refusal(restoreBackup(backup, { dataDir: join(root, 'pg'), databaseUrl: 'postgres://u@localhost/shop' }));
  });

  it('says what to run when the PostgreSQL client tools are missing, without the password', async () => {
    const pgDb = { dialect: 'postgres' } as Db;
    const pgUrl = 'postgres://shop:s3cret@db.example:5432/orchid';
    const made = writeBackup({ db: pgDb, databaseUrl: pgUrl, dataDir, appVersion: '1', pgTools: {} }, join(root, 'pg-backup'));
    await expect(made).rejects.toThrow(/pg_dump --format=custom --no-owner --file=\S+database\.pgdump --dbname postgres:\/\/shop@db\.example:5432\/orchid/);
    await expect(made).rejects.not.toThrow('s3cret');
    expect(existsSync(join(root, 'pg-backup'))).toBe(false);

    const pgBackup = join(root, 'pg-made');
    mkdirSync(pgBackup);
    writeFileSync(join(pgBackup, 'database.pgdump'), 'dump');
    const files = [await describeFile(pgBackup, 'database.pgdump')];
    writeFileSync(join(pgBackup, MANIFEST), JSON.stringify(newManifest({ createdAt: '', appVersion: '1', database: { dialect: 'postgres', file: 'database.pgdump', migrations: 1, lastMigration: 'x' }, files })));
    const restoring = restoreBackup(pgBackup, { dataDir: join(root, 'pg-data'), databaseUrl: pgUrl, pgTools: {} });
    await expect(restoring).rejects.toThrow(/pg_restore --single-transaction .*--dbname postgres:\/\/shop@db\.example:5432\/orchid \S+database\.pgdump/);
    await expect(restoring).rejects.not.toThrow('s3cret');
  });
});
