import { Hono, type Context } from 'hono';
import type { Services } from '../services.ts';
import { DomainError } from '../errors.ts';
import { parseInput } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import { posterImage } from '../video/poster.ts';
import { publishVideo, replaceVideoPoster, unpublishVideo, probeVideoFile } from '../video/video-admin.service.ts';
import { createVideo, updateVideo, videoConsolePage, videoForEdit } from '../video/video-console.service.ts';
import { VIDEO_TRANSITIONS } from '../video/states.ts';
import { adminVideoQuery, VIDEO_UPLOAD_KINDS, VIDEO_UPLOAD_MAX_BYTES, videoCreateSchema, videoUpdateSchema, type VideoUploadKind } from '../../lib/schemas/admin-video.ts';
import { versionSchema } from '../../lib/schemas/admin-version.ts';
import { UPLOAD_MAX_BYTES } from '../../lib/schemas/upload.ts';
import { auditAdmin, idParam, okAdmin } from './admin-http.ts';
import { dropUpload, saveUpload, uploadPath } from './console-uploads.ts';

const idOf = (c: Context<AppEnv>) => idParam(c, 'video.notFound');

/** What an upload of each kind may weigh and how it is checked before its key is given out. */
const UPLOADS: Record<VideoUploadKind, { max: number; check: (path: string) => Promise<unknown> }> = {
  video: { max: VIDEO_UPLOAD_MAX_BYTES, check: async (path) => { const { durationMs, width, height } = await probeVideoFile(path); return { duration: Math.round(durationMs / 1000), width, height }; } },
  poster: { max: UPLOAD_MAX_BYTES, check: async (path) => { await posterImage(path); return {}; } },
};

/**
 * /api/admin/videos: the operator video service the CLI's `video:*` commands use. Files come first, as the
 * raw body of POST /upload/video (an MP4) or /upload/poster (a picture), and answer a key; creating the
 * video names those keys (saving one may name a new poster's). Videos start as drafts; publishing shows them to members. Every write is audited.
 */
export function adminVideoRoutes(services: Services) {
  const db = services.db.kysely;
  const store = { db, media: services.storage.media };
  const dataDir = services.config.dataDir;
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
      const id = await createVideo(store, { ...input, file, poster });
      await Promise.all([dropUpload(file), dropUpload(poster)]);
      const after = await videoForEdit(db, id);
      await auditAdmin(db, c, { action: 'video.create', target: String(id), detail: after.sources.map((s) => `${s.width}x${s.height}`).join(','), after });
      return okAdmin(c, after);
    })
    .post('/:id', async (c) => {
      const id = idOf(c);
      const input = await parseInput(c, videoUpdateSchema);
      const { version } = await parseInput(c, versionSchema);
      // The new poster's upload is found (or refused) before anything changes.
      const picture = input.newPoster ? await uploadPath(dataDir, 'poster', input.newPoster) : undefined;
      const before = await videoForEdit(db, id);
      await updateVideo(db, id, input, version);
      if (picture) {
        await replaceVideoPoster(store, id, picture);
        await dropUpload(picture);
      }
      const after = await videoForEdit(db, id);
      const seen = (v: typeof after) => ({ texts: v.texts, goodsIds: v.goodsIds, poster: v.poster });
      await auditAdmin(db, c, { action: 'video.update', target: String(id), before: seen(before), after: seen(after) });
      return okAdmin(c, after);
    })
    .post('/:id/:action{publish|unpublish}', async (c) => {
      const id = idOf(c);
      const action = c.req.param('action') as 'publish' | 'unpublish';
      await (action === 'publish' ? publishVideo(db, id) : unpublishVideo(db, id));
      const { from, to } = VIDEO_TRANSITIONS[action];
      await auditAdmin(db, c, { action: `video.${action}`, target: String(id), detail: `${from.join('|')} → ${to}`, before: { status: from[0] }, after: { status: to } });
      return okAdmin(c, { id, status: to });
    });
}
