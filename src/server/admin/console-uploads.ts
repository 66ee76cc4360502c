import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { DomainError } from '../errors.ts';
import { HttpError } from '../http/errors.ts';
import type { VideoUploadKind } from '../../lib/schemas/admin-video.ts';

/**
 * Large console uploads (video files and their posters) are streamed to disk under DATA_DIR, never held in
 * memory, checked, and named by a random key the next request (create the video) refers to. A key not used
 * within a day is swept away by later uploads.
 */
const KEEP_MS = 24 * 60 * 60 * 1000;
const EXT: Record<VideoUploadKind, string> = { video: 'mp4', poster: 'img' };

export const uploadsDir = (dataDir: string) => join(dataDir, 'console-uploads');

async function sweep(dir: string, now: number): Promise<void> {
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    const path = join(dir, name);
    const info = await stat(path).catch(() => undefined);
    if (info && now - info.mtimeMs > KEEP_MS) await rm(path, { force: true });
  }
}

/** Writes the request body to a new upload, refusing it past `maxBytes`; then `check` may refuse it too. */
export async function saveUpload(dataDir: string, kind: VideoUploadKind, body: ReadableStream<Uint8Array> | null, maxBytes: number, check: (path: string) => Promise<unknown>) {
  if (!body) throw new DomainError('admin.video.uploadGone');
  const dir = uploadsDir(dataDir);
  await mkdir(dir, { recursive: true });
  await sweep(dir, Date.now());
  const key = randomBytes(16).toString('hex');
  const path = join(dir, `${key}.${EXT[kind]}`);
  let bytes = 0;
  const cap = new Transform({
    transform(chunk: Buffer, _enc, done) {
      bytes += chunk.length;
      done(bytes > maxBytes ? new HttpError(413, 'error.bodyTooLarge') : null, chunk);
    },
  });
  try {
    await pipeline(Readable.fromWeb(body as WebReadableStream<Uint8Array>), cap, createWriteStream(path));
    if (bytes === 0) throw new DomainError('admin.video.uploadGone');
    return { key, bytes, info: await check(path) };
  } catch (err) {
    await rm(path, { force: true });
    throw err;
  }
}

/** The file an upload key names, or a refusal asking for the upload again (unknown, expired or swept). */
export async function uploadPath(dataDir: string, kind: VideoUploadKind, key: string): Promise<string> {
  const path = join(uploadsDir(dataDir), `${key}.${EXT[kind]}`);
  if (!(await stat(path).then((s) => s.isFile(), () => false))) throw new DomainError('admin.video.uploadGone');
  return path;
}

export const dropUpload = (path: string | undefined) => (path ? rm(path, { force: true }) : Promise.resolve());
