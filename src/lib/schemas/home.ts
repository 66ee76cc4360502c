import type { CategoryNode, listBrands } from '../../server/catalogue/category.service.ts';
import type { GoodsCard } from './goods.ts';

export type { CategoryNode };

/** A brand as chips and the brand zone show it. */
export type BrandSummary = Awaited<ReturnType<typeof listBrands>>[number];

/** A home carousel slide in one language. */
export interface HomeBanner {
  id: number;
  image: string;
  width: number;
  height: number;
  /** Unprefixed shop path; the page adds its locale prefix. */
  link: string;
  title: string;
  subtitle: string | null;
}

/** Answer of GET home/index. */
export interface HomeIndex {
  banners: HomeBanner[];
  hot: GoodsCard[];
  new: GoodsCard[];
  recommended: GoodsCard[];
  brands: BrandSummary[];
}

/**
 * A path inside this shop: one leading slash and no scheme or host, so a banner can never send a
 * visitor to another site ('//evil.example' and '/\evil.example' are host-relative in browsers).
 */
export function isShopPath(link: string): boolean {
  return /^\/(?![/\\])/.test(link) && !/[\s\\]/.test(link);
}
