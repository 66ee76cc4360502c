import type { Generated, Kysely, Transaction } from 'kysely';
import type { AddressTables, OrderTables, PaymentTables } from './schema-shop.ts';
import type { VideoTables } from './schema-video.ts';

export type * from './schema-shop.ts';
export type * from './schema-video.ts';

/** Time columns hold ISO-8601 UTC text; money columns hold integer fen. */
export interface SeedRunsTable {
  name: string;
  ran_at: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor: string;
  action: string;
  target: string | null;
  detail: string | null;
  /** JSON of the record before and after an operator changed it, when the action changes one. */
  before_json: Generated<string | null>;
  after_json: Generated<string | null>;
  created_at: string;
}

export interface MembersTable {
  id: Generated<number>;
  account: string;
  account_key: string;
  pwd_hash: string;
  pwd_updated_at: string;
  pay_pwd_hash: string | null;
  pay_pwd_updated_at: string | null;
  nickname: string;
  avatar: string | null;
  email: string | null;
  email_updated_at: string | null;
  locale: string;
  balance: Generated<number>;
  vip_expires_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  token_hash: string;
  member_id: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

export interface EmailCodesTable {
  id: Generated<number>;
  email: string;
  purpose: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: string;
  consumed_at: string | null;
  created_at: string;
}

export interface RateLimitsTable {
  key: string;
  window_start: number;
  count: number;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text: string;
  sent_at: string;
}

export interface MailQueueTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text: string;
  attempts: Generated<number>;
  /** When the next try is due; null once sent or given up. */
  next_attempt_at: string | null;
  sent_at: string | null;
  last_error: string | null;
  created_at: string;
}

export interface UploadsTable {
  id: Generated<number>;
  member_id: number;
  path: string;
  bytes: number;
  width: number;
  height: number;
  created_at: string;
}

export interface FeedbackTable {
  id: Generated<number>;
  member_id: number;
  content: string;
  contact_information: string | null;
  image_urls: string;
  created_at: string;
  handled_at: Generated<string | null>;
  /** Account of the operator who marked it handled. */
  handled_by: Generated<string | null>;
}

export interface OperatorsTable {
  id: Generated<number>;
  account: string;
  account_key: string;
  pwd_hash: string;
  /** owner | staff */
  role: string;
  disabled: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface OperatorSessionsTable {
  token_hash: string;
  operator_id: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

export interface JobLeasesTable {
  name: string;
  /** The instance running the job, until `expires_at` (epoch ms). */
  holder: string;
  expires_at: number;
  /** Runs started under a lease, by every instance together. */
  runs: Generated<number>;
}

export interface Database extends CatalogueTables, OrderTables, CartTables, AddressTables, PaymentTables, VideoTables {
  seed_runs: SeedRunsTable;
  audit_log: AuditLogTable;
  members: MembersTable;
  sessions: SessionsTable;
  email_codes: EmailCodesTable;
  rate_limits: RateLimitsTable;
  mail_outbox: MailOutboxTable;
  mail_queue: MailQueueTable;
  uploads: UploadsTable;
  feedback: FeedbackTable;
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
  job_leases: JobLeasesTable;
}

/** The database itself, not a transaction: services that open a transaction take this. */
export type DbPool = Kysely<Database>;

/** The database or an open transaction: repositories accept either. */
export type Executor = DbPool | Transaction<Database>;

export interface CategoriesTable {
  id: Generated<number>;
  parent_id: number | null;
  sort: Generated<number>;
  icon: string | null;
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
}

export interface GoodsI18nTable {
  goods_id: number;
  locale: string;
  name: string;
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
}

export interface BannerTextsTable {
  banner_id: number;
  locale: string;
  title: string;
  subtitle: string | null;
}

export interface CartItemsTable {
  id: Generated<number>;
  member_id: number;
  goods_id: number;
  sku_id: number;
  quantity: number;
  selected: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface CartTables {
  cart_items: CartItemsTable;
}

export interface CatalogueTables {
  categories: CategoriesTable;
  category_names: CategoryNamesTable;
  brands: BrandsTable;
  brand_names: BrandNamesTable;
  goods: GoodsTable;
  goods_i18n: GoodsI18nTable;
  skus: SkusTable;
  goods_collects: GoodsCollectsTable;
  footprints: FootprintsTable;
  reviews: ReviewsTable;
  goods_search: GoodsSearchTable;
  catalogue_state: CatalogueStateTable;
  banners: BannersTable;
  banner_texts: BannerTextsTable;
}
