import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Storage } from '../storage/storage.ts';

/**
 * Video files and posters in the media storage, served under /media as immutable: each is named after a
 * hash of its bytes, so a changed file gets a new URL and the same file stored twice is kept once.
 */
export type VideoMediaFolder = 'videos' | 'posters';

const TYPES = { mp4: 'video/mp4', webp: 'image/webp' } as const;

/** Reads the operator's file (on this machine, not in the storage) to name it. */
async function hashFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex').slice(0, 20);
}

/** Copies a file into the media storage, unless the same bytes are there already; returns its URL and size. */
export async function storeMediaFile(media: Storage, folder: VideoMediaFolder, source: string, ext: keyof typeof TYPES): Promise<{ url: string; bytes: number }> {
  const key = `${folder}/${await hashFile(source)}.${ext}`;
  const stored = (await media.stat(key)) ?? (await media.put(key, { file: source }, { contentType: TYPES[ext] }));
  return { url: media.url(key), bytes: stored.size };
}

/** Writes bytes made in memory (a re-encoded poster) into the media storage; returns the URL. */
export async function storeMediaBytes(media: Storage, folder: VideoMediaFolder, bytes: Buffer, ext: keyof typeof TYPES): Promise<string> {
  const key = `${folder}/${createHash('sha256').update(bytes).digest('hex').slice(0, 20)}.${ext}`;
  if (!(await media.stat(key))) await media.put(key, bytes, { contentType: TYPES[ext] });
  return media.url(key);
}
