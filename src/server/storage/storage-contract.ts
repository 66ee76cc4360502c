import { Readable } from 'node:stream';
import { expect, it } from 'vitest';
import { StorageKeyError, type OpenedObject, type Storage } from './storage.ts';

/**
 * What every Storage driver does, as tests: each driver's test runs these against a fresh, empty storage of its
 * own served under /media (`fresh`), beside the cases only it has. `files` are two paths on this machine: a
 * file holding `copied` and one that does not exist (the driver's test makes them: only tests write the disk).
 */
const DIGITS = '0123456789'.repeat(10);
const MP4 = { contentType: 'video/mp4' };
export const BAD_KEYS = ['../secret.mp4', '/etc/passwd', 'a/../../secret.mp4', './x.mp4', 'a//b.mp4', 'a/', '', '.hidden.mp4', 'a\\..\\b.mp4', 'a b.mp4', '%2e%2e/x.mp4', 'x\0.mp4', 'ü.mp4', `${'a'.repeat(600)}.mp4`];

export const text = async (opened: OpenedObject | undefined) => {
  const chunks: Buffer[] = [];
  for await (const chunk of opened!.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
};

export function storageContract(fresh: () => Promise<Storage>, files: { copied: string; missing: string }): void {
  it('gives back what was put, whole or in a range, with its size, type and date', async () => {
    const storage = await fresh();
    const before = Date.now() - 2000;
    const put = await storage.put('videos/abc.mp4', Buffer.from(DIGITS), MP4);
    expect(put).toMatchObject({ size: 100, contentType: 'video/mp4' });
    expect(put.lastModified.getTime()).toBeGreaterThan(before);
    expect(await storage.stat('videos/abc.mp4')).toEqual(put);
    const whole = await storage.open('videos/abc.mp4');
    expect(whole).toMatchObject({ size: 100, contentType: 'video/mp4' });
    expect(await text(whole)).toBe(DIGITS);
    const part = await storage.open('videos/abc.mp4', { start: 10, end: 19 });
    expect(part).toMatchObject({ size: 100, contentType: 'video/mp4' });
    expect(await text(part)).toBe(DIGITS.slice(10, 20));
    expect(await text(await storage.open('videos/abc.mp4', { start: 99, end: 99 }))).toBe('9');
  });

  it('takes a Node stream, a web stream or a file, and replaces what was there', async () => {
    const storage = await fresh();
    await storage.put('a.mp4', Readable.from([Buffer.from('one'), Buffer.from('two')]), MP4);
    expect(await text(await storage.open('a.mp4'))).toBe('onetwo');
    await storage.put('a.mp4', new Blob(['web stream']).stream(), MP4);
    expect(await text(await storage.open('a.mp4'))).toBe('web stream');
    expect(await storage.put('b/c.mp4', { file: files.copied }, MP4)).toMatchObject({ size: 6 });
    expect(await text(await storage.open('b/c.mp4'))).toBe('copied');
    expect(await storage.put('empty.mp4', Readable.from([]), MP4)).toMatchObject({ size: 0 });
  });

  it('keeps the old object when a write fails half-way', async () => {
    const storage = await fresh();
    await storage.put('v.mp4', Buffer.from('old'), MP4);
    async function* broken() {
      yield Buffer.from('new bytes that never finish');
      throw new Error('connection reset');
    }
    await expect(storage.put('v.mp4', Readable.from(broken()), MP4)).rejects.toThrow('connection reset');
    await expect(storage.put('v.mp4', { file: files.missing }, MP4)).rejects.toThrow(/ENOENT/);
    expect(await text(await storage.open('v.mp4'))).toBe('old');
    expect((await Array.fromAsync(storage.list())).map((o) => o.key)).toEqual(['v.mp4']);
  });

  it('answers nothing for a missing key or a folder, and deletes once', async () => {
    const storage = await fresh();
    expect(await storage.stat('none.mp4')).toBeUndefined();
    expect(await storage.open('none.mp4')).toBeUndefined();
    expect(await storage.open('none.mp4', { start: 0, end: 1 })).toBeUndefined();
    expect(await storage.open('none/deeper.mp4')).toBeUndefined();
    await storage.put('folder/x.mp4', Buffer.from('x'), MP4);
    expect(await storage.stat('folder')).toBeUndefined();
    expect(await storage.open('folder')).toBeUndefined();
    await storage.delete('folder/x.mp4');
    await storage.delete('folder/x.mp4');
    expect(await storage.stat('folder/x.mp4')).toBeUndefined();
  });

  it('refuses keys that could leave it, and ranges outside the object', async () => {
    const storage = await fresh();
    for (const key of BAD_KEYS) {
      await expect(storage.put(key, Buffer.from('x'), MP4), key).rejects.toBeInstanceOf(StorageKeyError);
      await expect(storage.open(key), key).rejects.toBeInstanceOf(StorageKeyError);
      await expect(storage.stat(key), key).rejects.toBeInstanceOf(StorageKeyError);
      await expect(storage.delete(key), key).rejects.toBeInstanceOf(StorageKeyError);
      expect(() => storage.url(key), key).toThrow(StorageKeyError);
    }
    await storage.put('v.mp4', Buffer.from(DIGITS), MP4);
    for (const range of [{ start: 0, end: 100 }, { start: 100, end: 120 }, { start: 50, end: 10 }, { start: -1, end: 5 }, { start: 0.5, end: 5 }]) {
      await expect(storage.open('v.mp4', range), JSON.stringify(range)).rejects.toBeInstanceOf(RangeError);
    }
    expect(await Array.fromAsync(storage.list())).toHaveLength(1);
  });

  it('lists every object with its key, size and type, and says where each is served', async () => {
    const storage = await fresh();
    expect(await Array.fromAsync(storage.list())).toEqual([]);
    await storage.put('videos/a.mp4', Buffer.from('aa'), MP4);
    await storage.put('posters/b.webp', Buffer.from('b'), { contentType: 'image/webp' });
    const listed = await Array.fromAsync(storage.list());
    expect(listed.map((o) => [o.key, o.size, o.contentType]).sort()).toEqual([
      ['posters/b.webp', 1, 'image/webp'],
      ['videos/a.mp4', 2, 'video/mp4'],
    ]);
    expect(storage.url('videos/a.mp4')).toBe('/media/videos/a.mp4');
  });
}
