import { join } from 'node:path';
import { DEMO_VIDEO_DIR } from '../../src/server/seed/video/demo-videos.ts';
import { addVideo, addVideoSource, publishVideo, setVideoText } from '../../src/server/video/video-admin.service.ts';
import type { TestContext } from './harness.ts';

/** A published video made the way the operator makes one: two heights of a committed demo file, titles in zh and en. */
export async function publishedVideo(ctx: TestContext, titles: { zh: string; en: string }, key = 'rose-bath'): Promise<number> {
  const store = { db: ctx.db.kysely, media: ctx.services.storage.media };
  const { id } = await addVideo(store, { file: join(DEMO_VIDEO_DIR, `${key}-720.mp4`), title: titles.zh, poster: join(DEMO_VIDEO_DIR, `${key}.webp`) });
  await addVideoSource(store, id, join(DEMO_VIDEO_DIR, `${key}-360.mp4`));
  await setVideoText(ctx.db.kysely, id, 'en', titles.en, `About ${titles.en}`);
  await publishVideo(ctx.db.kysely, id);
  return id;
}
