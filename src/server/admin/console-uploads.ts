import { randomBytes } from 'node:crypto';
import { basename, dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { DomainError } from '../errors.ts';
import { HttpError } from '../http/errors.ts';
import { localDiskStorage, type LocalDiskStorage } from '../storage/local-disk.ts';
import { isStorageKey } from '../storage/storage.ts';
import type { VideoUploadKind } from '../../lib/schemas/admin-video.ts';

/**
 * Large console uploads (video files and their posters) are streamed into storage under DATA_DIR, never held in
 * memory, checked, and named by a random key the next request (create the video) refers to. A key not used
 * within a day is swept away by later uploads. The storage is the local disk's on purpose: the MP4 probe and
 * sharp read files (decision 066).
 */
const KEEP_MS = 24 * 60 * 60 * 1000;
const EXT: Record<VideoUploadKind, string> = { video: 'mp4', poster: 'img' };
const TYPE: Record<VideoUploadKind, string> = { video: 'video/mp4', poster: 'application/octet-stream' };

export const uploadsDir = (dataDir: string) => join(dataDir, 'console-uploads');
const staged = (dataDir: string): LocalDiskStorage => localDiskStorage(uploadsDir(dataDir));

async function sweep(storage: LocalDiskStorage, now: number): Promise<void> {
  for await (const object of storage.list()) {
    if (now - object.lastModified.getTime() > KEEP_MS) await storage.delete(object.key);
  }
}

/** Writes the request body to a new upload, refusing it past `maxBytes`; then `check` may refuse it too. */
export async function saveUpload(dataDir: string, kind: VideoUploadKind, body: ReadableStream<Uint8Array> | null, maxBytes: number, check: (path: string) => Promise<unknown>) {
  if (!body) throw new DomainError('admin.video.uploadGone');
  const storage = staged(dataDir);
  await sweep(storage, Date.now());
  const key = randomBytes(16).toString('hex');
  const name = `${key}.${EXT[kind]}`;
  let bytes = 0;
  // Counted while reading: past the limit the body is dropped unread, with nothing of it kept.
  async function* capped() {
    for await (const chunk of Readable.fromWeb(body as WebReadableStream<Uint8Array>)) {
      bytes += (chunk as Buffer).length;
      if (bytes > maxBytes) throw new HttpError(413, 'error.bodyTooLarge');
      yield chunk as Buffer;
    }
  }
  try {
    await storage.put(name, Readable.from(capped()), { contentType: TYPE[kind] });
    if (bytes === 0) throw new DomainError('admin.video.uploadGone');
    return { key, bytes, info: await check(storage.path(name)) };
  } catch (err) {
    await storage.delete(name);
    throw err;
  }
}

/** The file an upload key names, or a refusal asking for the upload again (unknown, expired or swept). */
export async function uploadPath(dataDir: string, kind: VideoUploadKind, key: string): Promise<string> {
  const storage = staged(dataDir);
  const name = `${key}.${EXT[kind]}`;
  if (!isStorageKey(name) || !(await storage.stat(name))) throw new DomainError('admin.video.uploadGone');
  return storage.path(name);
}

/** Removes an upload once used: `path` is one uploadPath gave, a file directly in the uploads' folder. */
export const dropUpload = (path: string | undefined) => (path ? localDiskStorage(dirname(path)).delete(basename(path)) : Promise.resolve());
