import type { Generated } from 'kysely';

/** Tables of the catalogue: categories, brands, goods and their texts, SKUs, favourites, footprints, reviews, search, banners. */
export interface CategoriesTable {
  id: Generated<number>;
  parent_id: number | null;
  sort: Generated<number>;
  icon: string | null;
  /** Raised by each console save, which writes only at the version its form loaded (migration 0021). */
  version: Generated<number>;
  /** 1: left out of the shop's menus and filters (migration 0025). */
  hidden: Generated<number>;
}

export interface CategoryNamesTable {
  category_id: number;
  locale: string;
  name: string;
}

export interface BrandsTable {
  id: Generated<number>;
  logo: string | null;
  sort: Generated<number>;
  /** Raised by each console save, which writes only at the version its form loaded (migration 0021). */
  version: Generated<number>;
  /** 1: left out of the shop's menus and filters (migration 0025). */
  hidden: Generated<number>;
}

export interface BrandNamesTable {
  brand_id: number;
  locale: string;
  name: string;
  story: string | null;
}

export interface GoodsTable {
  id: Generated<number>;
  item_no: string;
  brand_id: number | null;
  category_id: number;
  price: number;
  market_price: number;
  sale_price: number | null;
  member_price: number | null;
  member_pays: number;
  /** The lowest a member pays for one of its SKUs when they differ (cards: "from ¥34.90"); null when all cost the same (migration 0037). */
  member_pays_from: number | null;
  /** What "sort by price" orders by: the price a card shows, the "from" price or else member_pays (migration 0037). */
  price_order: number;
  sales: Generated<number>;
  free_shipping: Generated<number>;
  self_operated: Generated<number>;
  on_shelf: Generated<number>;
  /** Comma-separated service tags, e.g. 'discreet,genuine,returns7'. */
  services: Generated<string>;
  /** JSON array of image URLs, the first is the main image. */
  images: string;
  /** Comma-separated home sections the goods appear in: 'hot,new,recommended'. */
  flags: Generated<string>;
  created_at: string;
  updated_at: string;
  /** Running totals of the goods' visible reviews, changed in the same transaction as each review. */
  review_count: Generated<number>;
  review_score_sum: Generated<number>;
  review_positive: Generated<number>;
  review_pictures: Generated<number>;
  /** Raised by each console save, which writes only at the version its form loaded (migration 0021). */
  version: Generated<number>;
}

export interface GoodsI18nTable {
  goods_id: number;
  locale: string;
  name: string;
  /** The name lower-cased with white space collapsed (catalogue/search.ts exactNameKey), for exact-name lookups. */
  name_folded: Generated<string>;
  description: string | null;
  /** JSON [{ name, values: [...] }] in this language. */
  specs: Generated<string>;
}

export interface SkusTable {
  id: Generated<number>;
  goods_id: number;
  /** JSON array of value positions, one per spec dimension, e.g. '[0,2]'. */
  spec_values: string;
  stock: number;
  price: number | null;
  /** The SKU's own market, sale and member prices (migration 0028); null follows the goods' proportions. */
  market_price: number | null;
  sale_price: number | null;
  member_price: number | null;
  /** The SKU's own picture (a /media/goods/ URL); null shows the goods' pictures. */
  picture: string | null;
}

/** Units sold or refunded per goods, not yet added to goods.sales (migration 0020). */
export interface SalesTallyTable {
  id: Generated<number>;
  goods_id: number;
  units: number;
}

export interface GoodsCollectsTable {
  member_id: number;
  goods_id: number;
  created_at: string;
}

export interface FootprintsTable {
  id: Generated<number>;
  member_id: number;
  goods_id: number;
  /** The viewer's calendar day of the visit (YYYY-MM-DD): one footprint per goods per day. */
  day: string;
  viewed_at: string;
}

export interface ReviewsTable {
  id: Generated<number>;
  goods_id: number;
  member_id: number;
  sku_label: string | null;
  score: number;
  content: string;
  images: Generated<string>;
  anonymous: Generated<number>;
  follow_up: string | null;
  follow_up_images: string | null;
  follow_up_at: string | null;
  created_at: string;
  /** The order item reviewed; null for demo reviews. */
  order_item_id: number | null;
  sku_id: number | null;
  /** The reviewer's language when writing. */
  locale: string | null;
  /** visible | hidden (moderation). */
  status: Generated<string>;
  /** 1 when the review or its follow-up carries pictures. */
  has_pictures: Generated<number>;
  hidden_reason: string | null;
  moderated_at: string | null;
  /** The shop's reply shown under the review (plain text), when and by which console account. */
  reply: Generated<string | null>;
  reply_at: Generated<string | null>;
  reply_by: Generated<string | null>;
}

export interface GoodsSearchTable {
  goods_id: number;
  /** Lower-cased item number, names and brand names (catalogue/search.ts searchRow). */
  body: string;
  chars: string;
}

/** One row (id 1): version changes with every write that can change a goods list total. */
export interface CatalogueStateTable {
  id: number;
  version: number;
}

export interface BannersTable {
  id: Generated<number>;
  image: string;
  width: number;
  height: number;
  /** Unprefixed shop path; the page adds the locale prefix. */
  link: string;
  sort: Generated<number>;
  active: Generated<number>;
  /** Raised by each console save, which writes only at the version its form loaded (migration 0021). */
  version: Generated<number>;
}

export interface BannerTextsTable {
  banner_id: number;
  locale: string;
  title: string;
  subtitle: string | null;
}

/** The order the operator gave a home shelf's goods (migration 0025). */
export interface HomeShelfPositionsTable {
  shelf: string;
  goods_id: number;
  position: number;
}

export interface CatalogueTables {
  categories: CategoriesTable;
  category_names: CategoryNamesTable;
  brands: BrandsTable;
  brand_names: BrandNamesTable;
  goods: GoodsTable;
  goods_i18n: GoodsI18nTable;
  skus: SkusTable;
  sales_tally: SalesTallyTable;
  goods_collects: GoodsCollectsTable;
  footprints: FootprintsTable;
  reviews: ReviewsTable;
  goods_search: GoodsSearchTable;
  catalogue_state: CatalogueStateTable;
  banners: BannersTable;
  banner_texts: BannerTextsTable;
  home_shelf_positions: HomeShelfPositionsTable;
}
