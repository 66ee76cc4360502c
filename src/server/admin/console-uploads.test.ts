import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors.ts';
import { saveUpload, uploadPath, uploadsDir } from './console-uploads.ts';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});
const dataDir = async () => {
  const d = await mkdtemp(join(tmpdir(), 'om-uploads-'));
  dirs.push(d);
  return d;
};
const body = (bytes: number) => new Blob([new Uint8Array(bytes).fill(7)]).stream();

describe('console uploads', () => {
  it('keeps a checked file under a random key the next request can name', async () => {
    const dir = await dataDir();
    const saved = await saveUpload(dir, 'video', body(100), 1000, async () => ({ ok: true }));
    expect(saved).toMatchObject({ bytes: 100, info: { ok: true } });
    expect(saved.key).toMatch(/^[0-9a-f]{32}$/);
    expect(await uploadPath(dir, 'video', saved.key)).toContain(saved.key);
    await expect(uploadPath(dir, 'poster', saved.key)).rejects.toThrow('admin.video.uploadGone');
  });

  it('stops reading past the limit and keeps nothing of a refused file', async () => {
    const dir = await dataDir();
    await expect(saveUpload(dir, 'video', body(5000), 1000, async () => null)).rejects.toBeInstanceOf(HttpError);
    await expect(saveUpload(dir, 'poster', body(10), 1000, async () => { throw new Error('bad picture'); })).rejects.toThrow('bad picture');
    expect(await readdir(uploadsDir(dir))).toEqual([]);
  });
});
