import { localDiskStorage } from './local-disk.ts';
import { s3Client, s3Storage } from './s3.ts';
import type { S3Config } from './s3-config.ts';
import type { Storage } from './storage.ts';

/** The URL paths the shop serves its storages under (web/static.ts); storage.url gives addresses beneath them. */
export const UPLOADS_PATH = '/uploads';
export const MEDIA_PATH = '/media';

/** The caching each storage's objects are served with, by the shop's routes or by the bucket. */
export const UPLOADS_CACHE = 'public, max-age=86400';
export const MEDIA_CACHE = 'public, max-age=31536000, immutable';

/**
 * The storages the shop writes and serves. Two, because existing data directories keep their layout:
 * `uploads` holds member pictures (DATA_DIR/uploads, /uploads/2026/05/<uuid>.jpg); `media` holds catalogue
 * pictures, videos and posters (DATA_DIR/media, /media/videos/<hash>.mp4).
 */
export interface ShopStorage {
  uploads: Storage;
  media: Storage;
  /**
   * With a bucket, the console's uploads waiting to be used (admin/console-uploads.ts), so that any instance can
   * use them; without one they wait on the local disk under DATA_DIR/console-uploads.
   */
  consoleUploads?: Storage;
}

/** Each storage's folder in a bucket, below STORAGE_URL's prefix: the same names as under DATA_DIR. */
export const BUCKET_FOLDERS = { uploads: 'uploads/', media: 'media/', consoleUploads: 'console-uploads/' } as const;

/**
 * The one place that picks the driver: the local disk under DATA_DIR, or the bucket STORAGE_URL names, each
 * storage in its own folder there. The addresses pages use stay /uploads/… and /media/… either way.
 */
export function shopStorage(rt: { uploadsDir: string; mediaDir: string; config: { s3: S3Config | null } }): ShopStorage {
  const { s3 } = rt.config;
  if (!s3) return { uploads: localDiskStorage(rt.uploadsDir, { urlPrefix: UPLOADS_PATH }), media: mediaStorage(rt.mediaDir) };
  const client = s3Client(s3);
  const inBucket = (folder: string, urlPrefix: string, cacheControl: string) =>
    s3Storage(client, { bucket: s3.bucket, prefix: `${s3.prefix}${folder}`, urlPrefix, cacheControl, publicUrl: s3.publicUrl && `${s3.publicUrl}/${folder.slice(0, -1)}` });
  return {
    uploads: inBucket(BUCKET_FOLDERS.uploads, UPLOADS_PATH, UPLOADS_CACHE),
    media: inBucket(BUCKET_FOLDERS.media, MEDIA_PATH, MEDIA_CACHE),
    consoleUploads: s3Storage(client, { bucket: s3.bucket, prefix: `${s3.prefix}${BUCKET_FOLDERS.consoleUploads}` }),
  };
}

/** The media storage on the disk, for code that is given only the directory (tests, the e2e and bench seeds). */
export function mediaStorage(mediaDir: string): Storage {
  return localDiskStorage(mediaDir, { urlPrefix: MEDIA_PATH });
}
