/**
 * Test-only: adds published videos for one end-to-end test through the operator's video service, and
 * prints their ids as JSON. Run by `addVideos` (videos.ts) as `node tests/e2e/support/seed-videos.ts
 * '<VideoInput[] as JSON>'` with DATA_DIR set to the server's. One process for all of a test's videos.
 */
import { join } from 'node:path';
import { boot } from '../../../src/server/boot.ts';
import { DEMO_VIDEO_DIR } from '../../../src/server/seed/video/demo-videos.ts';
import { mediaStorage } from '../../../src/server/storage/shop-storage.ts';
import { addVideo, addVideoSource, publishVideo, setVideoGoods, setVideoText } from '../../../src/server/video/video-admin.service.ts';

export interface VideoInput {
  key: string;
  zh: string;
  en: string;
  /** Goods the video shows (their pages link to it). */
  goodsIds?: number[];
}

const inputs = JSON.parse(process.argv[2] ?? '[]') as VideoInput[];
const { db, mediaDir } = await boot({ ...process.env, LOG_LEVEL: 'warn' });
try {
  const ids: number[] = [];
  for (const v of inputs) {
    const store = { db: db.kysely, media: mediaStorage(mediaDir) };
    const { id } = await addVideo(store, { file: join(DEMO_VIDEO_DIR, `${v.key}-720.mp4`), title: v.zh, locale: 'zh', poster: join(DEMO_VIDEO_DIR, `${v.key}.webp`) });
    await addVideoSource(store, id, join(DEMO_VIDEO_DIR, `${v.key}-360.mp4`));
    await setVideoText(db.kysely, id, 'en', v.en, `How the ${v.en} looks in use`);
    if (v.goodsIds?.length) await setVideoGoods(db.kysely, id, v.goodsIds);
    await publishVideo(db.kysely, id);
    ids.push(id);
  }
  console.log(JSON.stringify(ids));
} finally {
  await db.close();
}
