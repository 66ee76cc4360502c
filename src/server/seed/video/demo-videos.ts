import { join } from 'node:path';
import { LOCALES } from '../../../lib/i18n/locales.ts';
import { storeMediaFile } from '../../video/media-store.ts';
import { probeVideoFile, storeVideoFile } from '../../video/video-admin.service.ts';
import { importVideo } from '../../video/video-import.service.ts';
import { seedMedia, type Seed } from '../seed.ts';
import { CATEGORY_FILES } from '../catalogue/categories/index.ts';
import { CATALOGUE_DATE, itemNumber } from '../catalogue/drafts.ts';
import { DEMO_VIDEOS } from './data.ts';

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
 * Eight short published videos, each showing demo goods and linking them; runs after the demo catalogue.
 * `views`: the demo view counts (development), or none (a production shop asked for demo data: a view count
 * there would be invented).
 */
function videoSeed(views: 'demo' | 'none'): Seed {
  return {
    name: 'demo-videos',
    run: async (trx, ctx) => {
      const media = seedMedia(ctx);
      for (const video of [...DEMO_VIDEOS].reverse()) {
        const poster = await storeMediaFile(media, 'posters', join(DEMO_VIDEO_DIR, `${video.key}.webp`), 'webp');
        const published = new Date(CATALOGUE_DATE - video.age * DAY).toISOString();
        const files = [720, 360].map((height) => join(DEMO_VIDEO_DIR, `${video.key}-${height}.mp4`));
        const probed = await Promise.all(files.map(probeVideoFile));
        const durationMs = Math.max(...probed.map((p) => p.durationMs));
        const sources = [];
        for (const [i, file] of files.entries()) sources.push(await storeVideoFile(media, file, probed[i]));
        const goods = await trx.selectFrom('goods').select(['id', 'item_no']).where('item_no', 'in', video.goods.map(itemNumberOf)).execute();
        const byItem = new Map(goods.map((g) => [g.item_no, g.id]));
        await importVideo(trx, {
          poster: poster.url,
          durationMs,
          status: 'published',
          views: views === 'demo' ? video.views : 0,
          publishedAt: published,
          createdAt: published,
          sources,
          texts: LOCALES.map((locale) => ({ locale, title: video.title[locale], description: video.description[locale] })),
          goodsIds: video.goods.flatMap((key) => byItem.get(itemNumberOf(key)) ?? []),
        });
      }
    },
  };
}

export const demoVideos = videoSeed('demo');
/** The same videos, never watched. */
export const demoVideosWithoutViews = videoSeed('none');
