import { brandLogoSvg, categoryIconSvg, goodsImageSvg } from './art.ts';
import { BANNER_JOBS } from './banners.ts';
import { BRANDS } from './brands.ts';
import { CATEGORY_FILES } from './categories/index.ts';
import { imageCount, shapeOf } from './drafts.ts';
import { mediaUrl, type MediaJob } from './media.ts';

export interface CatalogueMedia {
  jobs: MediaJob[];
  /** Picture URLs per goods key, main picture first. */
  goods: Map<string, string[]>;
  brands: Map<string, string>;
  categories: Map<string, string>;
}

/** Every picture of the demo catalogue, with the URL each is served at; pure, so it can be planned without rendering. */
export function planCatalogueMedia(): CatalogueMedia {
  const jobs: MediaJob[] = Object.values(BANNER_JOBS);
  const add = (job: MediaJob) => {
    jobs.push(job);
    return mediaUrl(job);
  };
  const media: CatalogueMedia = { jobs, goods: new Map(), brands: new Map(), categories: new Map() };
  for (const brand of BRANDS) media.brands.set(brand.key, add({ folder: 'brands', svg: brandLogoSvg(brand.logo.mark, brand.logo.colours) }));
  for (const file of CATEGORY_FILES) {
    media.categories.set(file.key, add({ folder: 'categories', svg: categoryIconSvg(file.key, file.shape) }));
    for (const goods of file.goods) {
      const shape = shapeOf(goods, file);
      const urls = Array.from({ length: imageCount(goods) }, (_, i) => add({ folder: 'goods', svg: goodsImageSvg(goods.key, shape, i) }));
      media.goods.set(goods.key, urls);
    }
  }
  return media;
}
