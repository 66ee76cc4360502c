import { randomBytes } from 'node:crypto';
import { basename, dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { DomainError } from '../errors.ts';
import { HttpError } from '../http/errors.ts';
import { localDiskStorage, type LocalDiskStorage } from '../storage/local-disk.ts';
import { isStorageKey, type Storage } from '../storage/storage.ts';
import type { VideoUploadKind } from '../../lib/schemas/admin-video.ts';

/**
 * Large console uploads (video files and their posters) are streamed into storage under DATA_DIR, never held in
 * memory, checked, and named by a random key the next request (create the video) refers to. A key not used
 * within a day is swept away by later uploads. The MP4 probe and sharp read files, so an upload is written and
 * checked on the local disk (decision 066). When the shop keeps its files in a bucket, a checked upload is moved
 * into the bucket's console-uploads folder, so the request that uses it may reach another instance, which fetches
 * it back onto its own disk (decision 078).
 */
const KEEP_MS = 24 * 60 * 60 * 1000;
const EXT: Record<VideoUploadKind, string> = { video: 'mp4', poster: 'img' };
const TYPE: Record<VideoUploadKind, string> = { video: 'video/mp4', poster: 'application/octet-stream' };

export const uploadsDir = (dataDir: string) => join(dataDir, 'console-uploads');
const staged = (dataDir: string): LocalDiskStorage => localDiskStorage(uploadsDir(dataDir));

/** Where uploads wait: DATA_DIR, and the bucket's folder for them when the shop has one (ShopStorage.consoleUploads). */
export interface UploadPlace {
  dataDir: string;
  bucket?: Storage;
}
const placeOf = (place: string | UploadPlace): UploadPlace => (typeof place === 'string' ? { dataDir: place } : place);

async function sweep(storage: Storage, now: number): Promise<void> {
  for await (const object of storage.list()) {
    if (now - object.lastModified.getTime() > KEEP_MS) await storage.delete(object.key);
  }
}

/** Writes the request body to a new upload, refusing it past `maxBytes`; then `check` may refuse it too. */
export async function saveUpload(where: string | UploadPlace, kind: VideoUploadKind, body: ReadableStream<Uint8Array> | null, maxBytes: number, check: (path: string) => Promise<unknown>) {
  if (!body) throw new DomainError('admin.video.uploadGone');
  const { dataDir, bucket } = placeOf(where);
  const storage = staged(dataDir);
  await sweep(storage, Date.now());
  if (bucket) await sweep(bucket, Date.now());
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
    const info = await check(storage.path(name));
    if (bucket) {
      await bucket.put(name, { file: storage.path(name) }, { contentType: TYPE[kind] });
      await storage.delete(name);
    }
    return { key, bytes, info };
  } catch (err) {
    await storage.delete(name);
    throw err;
  }
}

/** The file an upload key names, or a refusal asking for the upload again (unknown, expired or swept). */
export async function uploadPath(where: string | UploadPlace, kind: VideoUploadKind, key: string): Promise<string> {
  const { dataDir, bucket } = placeOf(where);
  const storage = staged(dataDir);
  const name = `${key}.${EXT[kind]}`;
  if (!isStorageKey(name)) throw new DomainError('admin.video.uploadGone');
  if (await storage.stat(name)) return storage.path(name);
  // Fetched from the bucket onto this machine's disk, where the probe and sharp read it; dropUpload removes both.
  const opened = bucket && (await bucket.open(name));
  if (!opened) throw new DomainError('admin.video.uploadGone');
  await storage.put(name, opened.body, { contentType: TYPE[kind] });
  return storage.path(name);
}

/** Removes an upload once used: `path` is one uploadPath gave, a file directly in the uploads' folder (and its object in the bucket). */
export async function dropUpload(path: string | undefined, bucket?: Storage): Promise<void> {
  if (!path) return;
  await localDiskStorage(dirname(path)).delete(basename(path));
  await bucket?.delete(basename(path));
}
