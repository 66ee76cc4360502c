import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { localDiskStorage } from './local-disk.ts';
import { StorageKeyError, type OpenedObject } from './storage.ts';
import { storageContract } from './storage-contract.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
/** A storage in `<tmp>/root`, so a key that escaped would land beside it, in `<tmp>`. */
function fresh(urlPrefix?: string) {
  const parent = mkdtempSync(join(tmpdir(), 'om-storage-'));
  dirs.push(parent);
  return { parent, root: join(parent, 'root'), storage: localDiskStorage(join(parent, 'root'), { urlPrefix }) };
}
const text = async (opened: OpenedObject | undefined) => {
  const chunks: Buffer[] = [];
  for await (const chunk of opened!.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
};
const DIGITS = '0123456789'.repeat(10);
const MP4 = { contentType: 'video/mp4' };

describe('local disk storage: the Storage contract', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'om-storage-files-'));
  writeFileSync(join(scratch, 'copied.mp4'), 'copied');
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  storageContract(async () => fresh('/media').storage, { copied: join(scratch, 'copied.mp4'), missing: join(scratch, 'none.mp4') });
});

describe('local disk storage', () => {
  it('puts bytes under a key as a file in folders and gives them back whole or in a range', async () => {
    const { root, storage } = fresh();
    const put = await storage.put('videos/abc.mp4', Buffer.from(DIGITS), MP4);
    expect(put).toMatchObject({ size: 100, contentType: 'video/mp4' });
    expect(readFileSync(join(root, 'videos', 'abc.mp4'), 'utf8')).toBe(DIGITS);
    expect(await storage.stat('videos/abc.mp4')).toEqual({ size: 100, contentType: 'video/mp4', lastModified: statSync(join(root, 'videos', 'abc.mp4')).mtime });
    expect(await text(await storage.open('videos/abc.mp4'))).toBe(DIGITS);
    const part = await storage.open('videos/abc.mp4', { start: 10, end: 19 });
    expect(part).toMatchObject({ size: 100, contentType: 'video/mp4' });
    expect(await text(part)).toBe(DIGITS.slice(10, 20));
    expect(await text(await storage.open('videos/abc.mp4', { start: 99, end: 99 }))).toBe('9');
  });

  it('takes a Node stream, a web stream or a file to copy, and replaces what was there', async () => {
    const { parent, storage } = fresh();
    await storage.put('a.mp4', Readable.from([Buffer.from('one'), Buffer.from('two')]), MP4);
    expect(await text(await storage.open('a.mp4'))).toBe('onetwo');
    await storage.put('a.mp4', new Blob(['web stream']).stream(), MP4);
    expect(await text(await storage.open('a.mp4'))).toBe('web stream');
    const source = join(parent, 'source.mp4');
    writeFileSync(source, 'copied');
    expect(await storage.put('b/c.mp4', { file: source }, MP4)).toMatchObject({ size: 6 });
    expect(await text(await storage.open('b/c.mp4'))).toBe('copied');
    expect(readFileSync(source, 'utf8')).toBe('copied');
  });

  it('keeps the old file and leaves no partial one when a write fails half-way', async () => {
    const { root, storage } = fresh();
    await storage.put('v.mp4', Buffer.from('old'), MP4);
    async function* broken() {
      yield Buffer.from('new bytes that never finish');
      throw new Error('connection reset');
    }
    await expect(storage.put('v.mp4', Readable.from(broken()), MP4)).rejects.toThrow('connection reset');
    await expect(storage.put('v.mp4', { file: join(root, 'no-such-file') }, MP4)).rejects.toThrow(/ENOENT/);
    expect(await text(await storage.open('v.mp4'))).toBe('old');
    expect(readdirSync(root)).toEqual(['v.mp4']);
  });

  it('refuses keys that could leave its folder, without touching the disk', async () => {
    const { parent, root, storage } = fresh('/media');
    mkdirSync(root);
    writeFileSync(join(parent, 'secret.mp4'), 'secret');
    const bad = ['../secret.mp4', '/etc/passwd', 'a/../../secret.mp4', './x.mp4', 'a//b.mp4', 'a/', '', '.hidden.mp4', 'a\\..\\b.mp4', 'a b.mp4', '%2e%2e/x.mp4', 'x\0.mp4', 'ü.mp4', `${'a'.repeat(600)}.mp4`];
    for (const key of bad) {
      await expect(storage.put(key, Buffer.from('x'), MP4), key).rejects.toBeInstanceOf(StorageKeyError);
      await expect(storage.open(key), key).rejects.toBeInstanceOf(StorageKeyError);
      await expect(storage.stat(key), key).rejects.toBeInstanceOf(StorageKeyError);
      await expect(storage.delete(key), key).rejects.toBeInstanceOf(StorageKeyError);
      expect(() => storage.url(key), key).toThrow(StorageKeyError);
    }
    expect(readFileSync(join(parent, 'secret.mp4'), 'utf8')).toBe('secret');
    expect(readdirSync(parent).sort()).toEqual(['root', 'secret.mp4']);
    expect(readdirSync(root)).toEqual([]);
  });

  it('refuses a range outside the object and a type its extension does not have', async () => {
    const { storage } = fresh();
    await storage.put('v.mp4', Buffer.from(DIGITS), MP4);
    for (const range of [{ start: 0, end: 100 }, { start: 50, end: 10 }, { start: -1, end: 5 }, { start: 0.5, end: 5 }]) {
      await expect(storage.open('v.mp4', range), JSON.stringify(range)).rejects.toBeInstanceOf(RangeError);
    }
    await expect(storage.put('p.webp', Buffer.from('x'), { contentType: 'image/png' })).rejects.toThrow('p.webp would be served as image/webp, not image/png');
    expect(await storage.stat('p.webp')).toBeUndefined();
    expect((await storage.put('upload.img', Buffer.from('x'), { contentType: 'application/octet-stream' })).contentType).toBe('application/octet-stream');
  });

  it('says where each file is on the disk, and that a storage without an address is not served', async () => {
    // Listing and addresses are the shared contract's (storage-contract.ts); these are the disk's own.
    const { root, storage } = fresh('/media');
    await storage.put('videos/a.mp4', Buffer.from('aa'), MP4);
    expect(storage.path('videos/a.mp4')).toBe(join(root, 'videos', 'a.mp4'));
    expect(() => fresh().storage.url('videos/a.mp4')).toThrow('is not served');
    expect(existsSync(join(root, 'videos', 'a.mp4'))).toBe(true);
  });

  it('writes files with the modes the process gives new files', async () => {
    const { root, storage } = fresh();
    await storage.put('a.mp4', Buffer.from('a'), MP4);
    const umask = process.umask();
    expect(statSync(join(root, 'a.mp4')).mode & 0o777).toBe(0o666 & ~umask);
    expect(statSync(root).mode & 0o777).toBe(0o777 & ~umask);
  });
});
