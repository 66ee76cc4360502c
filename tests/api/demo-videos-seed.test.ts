import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../src/lib/schemas/goods.ts';
import type { VideoCard, VideoCommentPage } from '../../src/lib/schemas/video.ts';
import { runSeeds } from '../../src/server/seed/seed.ts';
import { demoSeeds } from '../../src/server/seed/index.ts';
import { CATALOGUE_DATE } from '../../src/server/seed/catalogue/drafts.ts';
import { planComments } from '../../src/server/seed/video/comment-plan.ts';
import { DEMO_VIDEOS } from '../../src/server/seed/video/data.ts';
import { viewsByAge } from '../../src/server/seed/video/views.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from './harness.ts';
import { register } from './members.ts';

const DAY = 86_400_000;
let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestContext();
  await runSeeds({ db: ctx.db, mediaDir: join(ctx.config.dataDir, 'media') }, demoSeeds);
  token = (await register(ctx)).token;
}, 170_000);
afterAll(() => ctx.close());

const get = <T>(path: string) => ctx.call<T>('GET', path, { headers: { token, lang: 'en' } });

describe(`the demo shop's videos (${TEST_DIALECT})`, () => {
  it('last as long as their files, with views that fit their age, and the comments and replies of demo shoppers', async () => {
    const cards = (await get<Page<VideoCard>>('/api/video/list?pageSize=50')).body.data.list;
    expect(cards).toHaveLength(DEMO_VIDEOS.length);
    for (const v of DEMO_VIDEOS) {
      const card = cards.find((c) => c.title === v.title.en)!;
      expect(card, v.key).toBeDefined();
      expect(card.duration).toBeCloseTo(v.seconds, 0);
      expect(card.views).toBe(viewsByAge(v.age, v.appeal));
      const published = CATALOGUE_DATE - v.age * DAY;
      const planned = planComments(v.key, published, CATALOGUE_DATE);
      const page = (await get<VideoCommentPage>(`/api/video/commentList?videoId=${card.id}&pageSize=20`)).body.data;
      const replies = planned.reduce((n, c) => n + c.replies.length, 0);
      // The card and the player count the same comments, replies included (decision 102).
      expect({ card: card.commentCount, player: page.count, topLevel: page.total }).toEqual({ card: planned.length + replies, player: planned.length + replies, topLevel: planned.length });
      // Newest first, each by the reviewer who wrote it, after the video came out; replies oldest first.
      expect(page.list.map((c) => c.content)).toEqual(planned.map((c) => c.text).reverse());
      for (const [i, c] of [...page.list].reverse().entries()) {
        expect(c.author.nickname).toBe(planned[i]!.reviewer.nickname);
        expect(Date.parse(c.createdAt)).toBeGreaterThan(published);
        expect(c.replies.map((r) => [r.content, r.author.nickname])).toEqual(planned[i]!.replies.map((r) => [r.text, r.reviewer.nickname]));
        for (const r of c.replies) expect(Date.parse(r.createdAt)).toBeGreaterThan(Date.parse(c.createdAt));
      }
    }
    // Older videos of the same appeal have been watched more; none has 10,000 views on its second day.
    expect(cards.reduce((n, c) => n + c.commentCount, 0)).toBeGreaterThan(20);
    expect(Math.max(...cards.map((c) => c.views))).toBeLessThan(3000);
  });
});
