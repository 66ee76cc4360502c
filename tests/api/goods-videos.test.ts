import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setVideoGoods, unpublishVideo } from '../../src/server/video/video-admin.service.ts';
import { videosOfGoods } from '../../src/server/video/video.service.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { goodsWithStock } from './order-fixture.ts';
import { publishedVideo } from './video-fixture.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe(`the videos a goods page shows (${TEST_DIALECT})`, () => {
  it('lists the published videos linked to the goods, newest first, titled in the reader language', async () => {
    const db = ctx.db.kysely;
    const { goodsId } = await goodsWithStock(ctx, 1);
    const older = await publishedVideo(ctx, { zh: '旧视频', en: 'Older video' });
    const newer = await publishedVideo(ctx, { zh: '新视频', en: 'Newer video' });
    const takenDown = await publishedVideo(ctx, { zh: '下架视频', en: 'Taken down' });
    await publishedVideo(ctx, { zh: '无关视频', en: 'Unrelated' });
    await db.updateTable('videos').set({ published_at: '2026-01-01T00:00:00.000Z' }).where('id', '=', older).execute();
    await db.updateTable('videos').set({ published_at: '2026-02-01T00:00:00.000Z' }).where('id', '=', newer).execute();
    for (const id of [older, newer, takenDown]) await setVideoGoods(db, id, [goodsId]);
    await unpublishVideo(db, takenDown);

    const en = await videosOfGoods(db, 'en', goodsId);
    expect(en.map((v) => [v.id, v.title])).toEqual([
      [newer, 'Newer video'],
      [older, 'Older video'],
    ]);
    expect(en[0]!.poster).toMatch(/\S/);
    expect((await videosOfGoods(db, 'zh', goodsId)).map((v) => v.title)).toEqual(['新视频', '旧视频']);
    const { goodsId: other } = await goodsWithStock(ctx, 1);
    expect(await videosOfGoods(db, 'en', other)).toEqual([]);
  });
});
