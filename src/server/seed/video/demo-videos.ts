import { join } from 'node:path';
import { LOCALES } from '../../../lib/i18n/locales.ts';
import { storeMediaFile } from '../../video/media-store.ts';
import { probeVideoFile, storeVideoFile } from '../../video/video-admin.service.ts';
import { importComment, importVideo } from '../../video/video-import.service.ts';
import { seedMedia, type Seed } from '../seed.ts';
import { CATEGORY_FILES } from '../catalogue/categories/index.ts';
import { CATALOGUE_DATE, itemNumber } from '../catalogue/drafts.ts';
import type { Executor } from '../../db/schema.ts';
import { planComments } from './comment-plan.ts';
import { DEMO_VIDEOS } from './data.ts';
import { ageInDays, viewsByAge } from './views.ts';

/** The committed files made by scripts/make-demo-videos.ts. */
export const DEMO_VIDEO_DIR = new URL('../../../../assets/demo-videos/', import.meta.url).pathname;
const DAY = 86_400_000;

function itemNumberOf(goodsKey: string): string {
  for (const file of CATEGORY_FILES) {
    const position = file.goods.findIndex((g) => g.key === goodsKey);
    if (position >= 0) return itemNumber(file, position);
  }
  throw new Error(`demo videos: unknown goods "${goodsKey}"`);
}

/**
 * The demo reviewers' comments and replies under a video, oldest first, in the table members' own comments
 * go to: the card's and the player's counts read them like any other (decision 102).
 */
async function insertComments(trx: Executor, videoId: number, videoKey: string, published: number): Promise<void> {
  const planned = planComments(videoKey, published, CATALOGUE_DATE);
  const accounts = [...new Set(planned.flatMap((c) => [c.reviewer, ...c.replies.map((r) => r.reviewer)]).map((r) => r.account))];
  if (accounts.length === 0) return;
  const members = await trx.selectFrom('members').select(['id', 'account']).where('account', 'in', accounts).execute();
  const idOf = new Map(members.map((m) => [m.account, m.id]));
  const parents: number[] = [];
  for (const c of planned) parents.push(await importComment(trx, { videoId, memberId: idOf.get(c.reviewer.account)!, parentId: null, replyToMemberId: null, content: c.text }, new Date(c.at)));
  const replies = planned.flatMap((c, i) => c.replies.map((r) => ({ ...r, parentId: parents[i]! }))).sort((a, b) => a.at - b.at);
  for (const r of replies) await importComment(trx, { videoId, memberId: idOf.get(r.reviewer.account)!, parentId: r.parentId, replyToMemberId: null, content: r.text }, new Date(r.at));
}

/**
 * Eight published videos of 32 s to 1:15, each showing demo goods and linking them; runs after the demo
 * catalogue and reviews (its comments are signed by the demo reviewers). `audience`: views by age and comments
 * (development), or none (a production shop asked for demo data: views and comments there would be invented).
 */
function videoSeed(audience: 'demo' | 'none'): Seed {
  return {
    name: 'demo-videos',
    run: async (trx, ctx) => {
      const media = seedMedia(ctx);
      for (const video of [...DEMO_VIDEOS].reverse()) {
        const poster = await storeMediaFile(media, 'posters', join(DEMO_VIDEO_DIR, `${video.key}.webp`), 'webp');
        const publishedMs = CATALOGUE_DATE - video.age * DAY;
        const published = new Date(publishedMs).toISOString();
        const files = [720, 360].map((height) => join(DEMO_VIDEO_DIR, `${video.key}-${height}.mp4`));
        const probed = await Promise.all(files.map(probeVideoFile));
        const durationMs = Math.max(...probed.map((p) => p.durationMs));
        const sources = [];
        for (const [i, file] of files.entries()) sources.push(await storeVideoFile(media, file, probed[i]));
        const goods = await trx.selectFrom('goods').select(['id', 'item_no']).where('item_no', 'in', video.goods.map(itemNumberOf)).execute();
        const byItem = new Map(goods.map((g) => [g.item_no, g.id]));
        const id = await importVideo(trx, {
          poster: poster.url,
          durationMs,
          status: 'published',
          views: audience === 'demo' ? viewsByAge(ageInDays(publishedMs, CATALOGUE_DATE), video.appeal) : 0,
          publishedAt: published,
          createdAt: published,
          sources,
          texts: LOCALES.map((locale) => ({ locale, title: video.title[locale], description: video.description[locale] })),
          goodsIds: video.goods.flatMap((key) => byItem.get(itemNumberOf(key)) ?? []),
        });
        if (audience === 'demo') await insertComments(trx, id, video.key, publishedMs);
      }
    },
  };
}

export const demoVideos = videoSeed('demo');
/** The same videos, never watched nor commented on. */
export const demoVideosWithoutViews = videoSeed('none');
