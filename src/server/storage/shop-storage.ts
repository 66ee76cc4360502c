import { localDiskStorage } from './local-disk.ts';
import type { Storage } from './storage.ts';

/** The URL paths the shop serves its storages under (web/static.ts); storage.url gives addresses beneath them. */
export const UPLOADS_PATH = '/uploads';
export const MEDIA_PATH = '/media';

/**
 * The storages the shop writes and serves. Two, because existing data directories keep their layout:
 * `uploads` holds member pictures (DATA_DIR/uploads, /uploads/2026/05/<uuid>.jpg); `media` holds catalogue
 * pictures, videos and posters (DATA_DIR/media, /media/videos/<hash>.mp4).
 */
export interface ShopStorage {
  uploads: Storage;
  media: Storage;
}

/** The one place that picks the driver: the local disk today. */
export function shopStorage(dirs: { uploadsDir: string; mediaDir: string }): ShopStorage {
  return { uploads: localDiskStorage(dirs.uploadsDir, { urlPrefix: UPLOADS_PATH }), media: mediaStorage(dirs.mediaDir) };
}

/** The media storage for code that is given only the directory: the demo seeds and the operator CLI's video commands. */
export function mediaStorage(mediaDir: string): Storage {
  return localDiskStorage(mediaDir, { urlPrefix: MEDIA_PATH });
}
