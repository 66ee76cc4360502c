import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Video files and posters in the media directory, served under /media as immutable: each is named after a
 * hash of its bytes, so a changed file gets a new URL and the same file stored twice is kept once.
 */
export type VideoMediaFolder = 'videos' | 'posters';

async function hashFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex').slice(0, 20);
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(() => true, () => false);
}

/** Copies a file into the media directory; returns its URL and size. */
export async function storeMediaFile(mediaDir: string, folder: VideoMediaFolder, source: string, ext: string): Promise<{ url: string; bytes: number }> {
  const name = `${await hashFile(source)}.${ext}`;
  const target = join(mediaDir, folder, name);
  await mkdir(join(mediaDir, folder), { recursive: true });
  if (!(await exists(target))) {
    // A file appears whole or not at all: a half-copied video must never be served as immutable.
    const temp = `${target}.${process.pid}.tmp`;
    await copyFile(source, temp);
    await rename(temp, target);
  }
  return { url: `/media/${folder}/${name}`, bytes: (await stat(target)).size };
}

/** Writes bytes made in memory (a re-encoded poster) into the media directory; returns the URL. */
export async function storeMediaBytes(mediaDir: string, folder: VideoMediaFolder, bytes: Buffer, ext: string): Promise<string> {
  const name = `${createHash('sha256').update(bytes).digest('hex').slice(0, 20)}.${ext}`;
  const target = join(mediaDir, folder, name);
  await mkdir(join(mediaDir, folder), { recursive: true });
  if (!(await exists(target))) {
    const temp = `${target}.${process.pid}.tmp`;
    await writeFile(temp, bytes);
    await rename(temp, target);
  }
  return `/media/${folder}/${name}`;
}
