import type { GoodsCard } from './goods.ts';

/** A category with its name in one language and the categories under it. */
export interface CategoryNode {
  id: number;
  parentId: number | null;
  name: string;
  icon: string | null;
  children: CategoryNode[];
}

/** One step of a breadcrumb trail: a category from the top of the tree down. */
export interface TrailStep {
  id: number;
  name: string;
}

/** A brand as chips, the brand zone and the brand's list page show it. */
export interface BrandSummary {
  id: number;
  logo: string | null;
  name: string;
  story: string | null;
}

/** What a home category flyout shows beside the subcategories (GET home/categoryFlyouts, one per top category). */
export interface CategoryFlyout {
  categoryId: number;
  /** Brands selling in the category, the best-selling first. */
  brands: Pick<BrandSummary, 'id' | 'name' | 'logo'>[];
  /** Its best-selling goods, the category's subcategories included. */
  goods: GoodsCard[];
}

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
