import { insertBanner } from '../../catalogue/banner.service.ts';
import { seedMedia, type Seed } from '../seed.ts';
import { BANNER_JOBS, HOME_BANNERS } from './banners.ts';
import { renderMedia } from './render.ts';

/**
 * The home carousel. A seed of its own so that a shop seeded before banners existed gets them too; the
 * pictures are normally rendered already by the catalogue seed, and rendering skips files on disk.
 */
export const demoBanners: Seed = {
  name: 'demo-banners',
  run: async (trx, ctx) => {
    await renderMedia(seedMedia(ctx), Object.values(BANNER_JOBS));
    for (const [sort, banner] of HOME_BANNERS.entries()) {
      await insertBanner(trx, { image: banner.image, width: banner.width, height: banner.height, link: banner.link, sort, title: banner.title, subtitle: banner.subtitle });
    }
  },
};
