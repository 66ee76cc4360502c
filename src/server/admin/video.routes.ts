import { Hono, type Context } from 'hono';
import type { Services } from '../services.ts';
import { DomainError } from '../errors.ts';
import { parseInput } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import * as videos from '../flows/operator/videos.ts';
import { posterImage } from '../video/poster.ts';
import { probeVideoFile } from '../video/video-admin.service.ts';
import { videoConsolePage, videoForEdit, videoWords } from '../video/video-console.service.ts';
import { adminVideoQuery, VIDEO_UPLOAD_KINDS, VIDEO_UPLOAD_MAX_BYTES, videoCreateSchema, videoUpdateSchema, type VideoUploadKind } from '../../lib/schemas/admin-video.ts';
import { versionSchema } from '../../lib/schemas/admin-version.ts';
import { UPLOAD_MAX_BYTES } from '../../lib/schemas/upload.ts';
import { actorOf, idParam, okAdmin } from './admin-http.ts';
import { dropUpload, saveUpload, uploadPath } from './console-uploads.ts';

const idOf = (c: Context<AppEnv>) => idParam(c, 'video.notFound');

/** What an upload of each kind may weigh and how it is checked before its key is given out. */
const UPLOADS: Record<VideoUploadKind, { max: number; check: (path: string) => Promise<unknown> }> = {
  video: { max: VIDEO_UPLOAD_MAX_BYTES, check: async (path) => { const { durationMs, width, height } = await probeVideoFile(path); return { duration: Math.round(durationMs / 1000), width, height }; } },
  poster: { max: UPLOAD_MAX_BYTES, check: async (path) => { await posterImage(path); return {}; } },
};

/**
 * /api/admin/videos: the operator video flows the CLI's `video:*` commands run. Files come first, as the
 * raw body of POST /upload/video (an MP4) or /upload/poster (a picture), and answer a key; creating the
 * video names those keys (saving one may name a new poster's), and an upload a flow used is dropped once
 * it has committed. Videos start as drafts; publishing shows them to members.
 */
export function adminVideoRoutes(services: Services) {
  const db = services.db.kysely;
  const store = { db, media: services.storage.media };
  // Uploads wait in DATA_DIR, and in the bucket's folder for them when the shop keeps its files in one.
  const dataDir = { dataDir: services.config.dataDir, bucket: services.storage.consoleUploads };
  const drop = (path: string | undefined) => dropUpload(path, dataDir.bucket);
  return new Hono<AppEnv>()
    .get('/', async (c) => okAdmin(c, await videoConsolePage(db, c.get('locale'), await parseInput(c, adminVideoQuery))))
    .post('/upload/:kind', async (c) => {
      const kind = c.req.param('kind') as VideoUploadKind;
      if (!VIDEO_UPLOAD_KINDS.includes(kind)) throw new DomainError('error.apiNotFound');
      const { key, bytes, info } = await saveUpload(dataDir, kind, c.req.raw.body, UPLOADS[kind].max, UPLOADS[kind].check);
      return okAdmin(c, { key, bytes, ...(info as object) });
    })
    .get('/:id', async (c) => okAdmin(c, await videoForEdit(db, idOf(c))))
    .post('/', async (c) => {
      const input = await parseInput(c, videoCreateSchema);
      const file = await uploadPath(dataDir, 'video', input.video);
      const poster = input.poster ? await uploadPath(dataDir, 'poster', input.poster) : undefined;
      const { video } = await videos.create(store, actorOf(c), { file, poster, texts: videoWords(input), goodsIds: input.goodsIds });
      await Promise.all([drop(file), drop(poster)]);
      return okAdmin(c, video);
    })
    .post('/:id', async (c) => {
      const id = idOf(c);
      const input = await parseInput(c, videoUpdateSchema);
      const { version } = await parseInput(c, versionSchema);
      // The new poster's upload is found (or refused) before anything changes.
      const picture = input.newPoster ? await uploadPath(dataDir, 'poster', input.newPoster) : undefined;
      const after = await videos.update(store, actorOf(c), { id, input, version, picture });
      await drop(picture);
      return okAdmin(c, after);
    })
    .post('/:id/:action{publish|unpublish}', async (c) => {
      const move = c.req.param('action') === 'publish' ? videos.publish : videos.unpublish;
      return okAdmin(c, await move(db, actorOf(c), { id: idOf(c) }));
    });
}
